/**
 * The environment that sends an agent CLI's every request off loopback
 * through a proxy that is the fake model server itself, which refuses and
 * records it: nothing an agent tries at start-up leaves the machine, and a
 * test can say what was tried.
 */
export function proxyThroughFake(apiUrl: string): Record<string, string> {
  return {
    HTTPS_PROXY: apiUrl,
    HTTP_PROXY: apiUrl,
    https_proxy: apiUrl,
    http_proxy: apiUrl,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
}
