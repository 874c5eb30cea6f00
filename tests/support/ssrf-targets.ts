/**
 * The SSRF cases a webhook target must be refused for, shared by the unit tests (rules) and the integration tests
 * (creation and connect).
 */

/** Every non-public address family the webhook target rules refuse, as addresses (what a resolver returns). */
export const NON_PUBLIC_ADDRESSES = [
  "127.0.0.1", "127.255.255.254", "0.0.0.0", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1",
  "169.254.169.254", "100.64.0.1", "100.127.255.255", "192.0.0.8", "192.0.2.1", "198.18.0.1", "198.51.100.7",
  "203.0.113.9", "224.0.0.251", "239.255.255.250", "240.0.0.1", "255.255.255.255",
  "::", "::1", "fd00::1", "fc12:3456::1", "fe80::1", "fec0::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:7f00:1",
  "::ffff:169.254.169.254", "::ffff:10.0.0.1", "::127.0.0.1", "64:ff9b::7f00:1", "64:ff9b::a9fe:a9fe",
  "64:ff9b:1::1", "2002:7f00:1::1", "2002:a9fe:a9fe::1", "2002:c0a8:101::1", "2001:db8::1", "2001::1", "3fff::1",
  "100::1", "5f00::1",
];

/** Target URLs refused without any DNS (literal spellings, schemes, userinfo, local names). */
export const REFUSED_TARGETS = [
  "http://hooks.example.com/x", "ftp://hooks.example.com/x", "not a url", "/relative/path", "https://",
  "https://127.0.0.1/x", "https://127.1/x", "https://2130706433/x", "https://0x7f000001/x", "https://0177.0.0.1/x",
  "https://0x7f.0.0.1/x", "https://127.0.0.1./x", "https://0/x", "https://0.0.0.0/x", "https://[::1]/x", "https://[::]/x",
  "https://[::ffff:127.0.0.1]/x", "https://[::ffff:7f00:1]/x", "https://[0:0:0:0:0:ffff:127.0.0.1]/x",
  "https://169.254.169.254/latest/meta-data/", "https://[::ffff:169.254.169.254]/", "https://10.0.0.1/", "https://172.16.5.4/",
  "https://192.168.0.10/", "https://100.64.1.1/", "https://224.0.0.1/", "https://240.0.0.1/", "https://255.255.255.255/",
  "https://[fd12:3456:789a::1]/", "https://[fe80::1]/", "https://[ff02::1]/", "https://[64:ff9b::7f00:1]/",
  "https://[2002:7f00:1::]/", "https://[2002:a9fe:a9fe::]/", "https://user:pass@hooks.example.com/",
  "https://hooks.example.com@127.0.0.1/", "https://user@hooks.example.com/", "https://localhost/", "https://localhost:8443/",
  "https://api.localhost/", "https://metadata.google.internal/computeMetadata/v1/", "https://metadata/", "https://printer.local/",
  "https://router.home.arpa/", "https://①②⑦.0.0.1/",
];

