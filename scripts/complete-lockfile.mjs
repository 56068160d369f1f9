// Some registry mirrors carry native binaries only for the platforms they were built for. `npm install` then
// leaves other platforms' optional binaries (rollup, tailwind's oxide, unrs-resolver) out of package-lock.json,
// and `npm ci` refuses the lockfile as out of sync. This adds lock entries for those optional packages with the
// os/cpu/libc their names declare, so npm skips them on other platforms exactly as it would with full metadata.
// Run after `npm install` when `npm ci` reports "Missing: … from lock file".
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const osNames = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'openharmony', 'netbsd', 'sunos', 'aix'];
const cpuNames = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 's390x', 'riscv64', 'arm', 'wasm32'];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((t) => osNames.includes(t));
  const cpu = tokens.find((t) => cpuNames.includes(t));
  const libc = tokens.some((t) => t.startsWith('musl'))
    ? 'musl'
    : tokens.some((t) => t.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  if (!cpu) return null;
  return { os: os ? [os] : undefined, cpu: [cpu], libc: os === 'linux' && libc ? [libc] : undefined };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = Object.fromEntries(
      Object.entries({ version, optional: true, ...platform }).filter(([, value]) => value !== undefined),
    );
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} optional platform entries to package-lock.json`);
