#!/usr/bin/env bash
# BoardLab build entry point. Every command installs what it is missing, so a fresh clone works.
#   ./build.sh setup   install the wasm32 target and the wasm-bindgen-cli that matches Cargo.lock
#   ./build.sh build   build the wasm module into www/pkg/ (printing its gzipped size) and the
#                      statement demo's figures into www/figures/
#   ./build.sh serve   build, then serve www/ on http://localhost:8000 (PORT=… to change)
#   ./build.sh test    build, then run every test: cargo tests and the browser tests in Chromium
#   ./build.sh bench   native and wasm engine times on the largest inputs, seek times, sizes
#                      (BOARDLAB_BENCH_GAMES=ludo,match3 limits it to those games)
#   ./build.sh fuzz [SECONDS]  fuzz every game's parser and engine (default 120 s per game)
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(pwd)
export PATH="$HOME/.cargo/bin:$PATH"

log() { printf '\033[1m[build]\033[0m %s\n' "$*" >&2; }

# The wasm-bindgen version pinned in Cargo.lock; the CLI must match it exactly.
bindgen_version() {
  if [ ! -f Cargo.lock ]; then cargo generate-lockfile >&2; fi
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

setup_rust() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown >&2
  fi
  local want have
  want=$(bindgen_version)
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [ "$have" != "$want" ]; then
    log "installing wasm-bindgen-cli $want (about 3 minutes, once)"
    # Not --locked: one of its pinned dependencies is missing from the registry mirror.
    cargo install wasm-bindgen-cli --version "$want" >&2
  fi
}

apt_install() {
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq >&2 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
  else
    sudo apt-get update -qq >&2 || true
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
  fi
}

setup_browser() {
  if [ ! -x /usr/bin/chromium ]; then
    log "installing Debian chromium for the browser tests"
    apt_install chromium
  fi
  if [ ! -d tests/e2e/node_modules/playwright-core ]; then
    log "installing npm packages for the browser tests"
    (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error >&2)
  fi
}

build_wasm() {
  setup_rust
  log "building the wasm module"
  # The wasm-release profile (Cargo.toml) trades a little speed for a much smaller module.
  cargo build --profile wasm-release --lib --target wasm32-unknown-unknown >&2
  rm -rf www/pkg
  wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
    --out-dir www/pkg target/wasm32-unknown-unknown/wasm-release/boardlab.wasm
  local wasm=www/pkg/boardlab_bg.wasm
  # Optional: binaryen shrinks the module further, but versions before 116 (Debian 12 has 108)
  # mis-handle the reference-types tables wasm-bindgen emits and break the module.
  local binaryen
  binaryen=$(wasm-opt --version 2>/dev/null | awk '{print $3}' || true)
  if [ -n "$binaryen" ] && [ "$binaryen" -ge 116 ] 2>/dev/null; then
    if wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue \
      "$wasm" -o "$wasm.opt" 2>/dev/null; then
      mv "$wasm.opt" "$wasm"
    else
      rm -f "$wasm.opt"
      log "wasm-opt could not process the module; keeping it as built"
    fi
  fi
  log "wasm module: $(wc -c <"$wasm") bytes, $(gzip -9c "$wasm" | wc -c) bytes gzipped"
}

# The statement demo's figures (www/statement-demo.html), drawn by the command line as a problem
# setter would: they are build outputs, not files in the repository.
build_figures() {
  log "drawing the statement demo's figures"
  cargo build --release --bin boardlab >&2
  mkdir -p www/figures
  local sample=src/games/mayan/samples/statement.in
  target/release/boardlab render mayan "$sample" --step 3 --format svg -o www/figures/mayan-step3.svg
  target/release/boardlab render mayan "$sample" --format gif --from 1 --to 10 --delay-ms 900 \
    -o www/figures/mayan-steps.gif
}

build_page() {
  build_wasm
  build_figures
}

serve() {
  build_page
  local port=${PORT:-8000}
  echo "BoardLab is at http://localhost:$port/ (Ctrl-C to stop)"
  exec node "$ROOT/tests/e2e/serve.mjs" "$ROOT/www" "$port"
}

run_tests() {
  build_page
  setup_browser
  log "formatting and lints"
  cargo fmt --check
  cargo clippy --all-targets -- -D warnings
  log "cargo tests (release: the engines' data tests are heavy in debug)"
  cargo test --release --all-targets -- --include-ignored
  log "browser tests (Chromium, Playwright)"
  (cd tests/e2e && node --test --test-concurrency=1 ./*.test.mjs)
}

bench() {
  build_page
  setup_browser
  node tests/e2e/bench.mjs
}

case "${1:-}" in
  setup) setup_rust; setup_browser ;;
  build) build_page ;;
  serve) serve ;;
  test) run_tests ;;
  bench) bench ;;
  fuzz)
    BOARDLAB_FUZZ_SECONDS=${2:-120} BOARDLAB_FUZZ_SEED=${BOARDLAB_FUZZ_SEED:-$RANDOM$RANDOM} \
      cargo test --release --test fuzz -- --nocapture ;;
  *) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
