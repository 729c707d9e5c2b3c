/**
 * Where the desk's API is served: read by the desk's client and by the server that names the
 * desk's first requests in its page's header, so the server's bundle takes this line and not the
 * client.
 */
export const API_BASE = "/desk/api";
