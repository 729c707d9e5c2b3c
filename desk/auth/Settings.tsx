import { deskAuthCopy } from "../../src/content/desk-auth";
import { NotificationsSection } from "./NotificationsSection";
import { PasskeysSection } from "./PasskeysSection";
import { PeopleSection } from "./PeopleSection";
import { QuietHoursSection } from "./QuietHoursSection";
import { RoleSection } from "./RoleSection";
import { SessionsSection } from "./SessionsSection";
import { TemplatesSection } from "./TemplatesSection";
import "./auth.css";

const copy = deskAuthCopy.settings;

/**
 * `/desk/settings`: role, this device's notifications, quiet hours, passkeys, sessions, people and
 * message templates (signing out is the top bar's).
 */
export function Settings() {
  return (
    <div className="desk-auth">
      <h1>{copy.heading}</h1>
      <RoleSection />
      <NotificationsSection />
      <QuietHoursSection />
      <PasskeysSection />
      <SessionsSection />
      <PeopleSection />
      <TemplatesSection />
    </div>
  );
}
