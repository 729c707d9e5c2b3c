import { Brand } from "./brand";

export function LogoBar() {
  return (
    <header className="top-bar">
      <div className="container top-bar-inner">
        <Brand href="/" />
      </div>
    </header>
  );
}
