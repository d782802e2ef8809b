// Adds to package-lock.json the platform-specific optional packages (other operating systems and
// CPUs) that npm could not see when it wrote the lockfile. A registry that serves only some
// platforms' binaries makes npm leave them out silently, and `npm ci` then refuses the lockfile
// ("Missing: @rollup/rollup-darwin-arm64@ from lock file"). The entries carry os/cpu/libc, so no
// install ever fetches them on a platform they do not fit. Run after `npm install` adds packages;
// `--check` only reports (exit 1 when entries are missing).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** An entry of the lockfile's "packages", as far as this script reads and writes it. */
type LockEntry = {
  version?: string;
  cpu?: string[];
  os?: string[];
  libc?: string[];
  optional?: boolean;
  dev?: boolean;
  license?: string;
  optionalDependencies?: Record<string, string>;
};

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock: { packages: Record<string, LockEntry> } = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osNames = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
];
const cpuNames = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'mips64el',
  'wasm32',
];

/** os, cpu and libc from a binary package's name, e.g. rollup-linux-arm-musleabihf. */
function platformOf(name: string): Pick<LockEntry, 'cpu' | 'os' | 'libc'> {
  const parts = name.split('/').at(-1)!.split('-');
  const os = osNames.find((candidate) => parts.includes(candidate));
  const cpu = cpuNames.find((candidate) => parts.includes(candidate));
  const entry: Pick<LockEntry, 'cpu' | 'os' | 'libc'> = {};
  if (cpu) entry.cpu = [cpu];
  if (os) entry.os = [os];
  if (os === 'linux') {
    if (parts.some((part) => part.startsWith('musl'))) entry.libc = ['musl'];
    else if (parts.some((part) => part.startsWith('gnu'))) entry.libc = ['glibc'];
  }
  return entry;
}

const added: string[] = [];
for (const [location, pkg] of Object.entries(packages)) {
  if (!location || !pkg.optionalDependencies) continue;
  for (const [name, spec] of Object.entries(pkg.optionalDependencies)) {
    const version = spec.replace(/^[\^~=]/, '');
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
    const entry: LockEntry = { version, ...platformOf(name), optional: true };
    if (pkg.dev) entry.dev = true;
    if (pkg.license) entry.license = pkg.license;
    packages[hoisted] = entry;
    added.push(`${name}@${version}`);
  }
}

if (process.argv.includes('--check')) {
  if (added.length) {
    console.error(
      `package-lock.json lacks ${added.length} platform packages: run node --import tsx scripts/lockfile-platforms.ts`,
    );
    process.exit(1);
  }
} else if (added.length) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${added.length} platform packages to package-lock.json: ${added.join(', ')}`);
}
