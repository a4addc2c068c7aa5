#!/usr/bin/env bash
# BoardLab build entry point. Every command installs what it is missing, so a fresh clone works.
#   ./build.sh setup   install the wasm32 target, the wasm-bindgen-cli that matches Cargo.lock, the
#                      browser tests' packages and the judge tools (problemtools, oj) under target/
#   ./build.sh build   build the wasm module into www/pkg/ (printing its gzipped size) and the
#                      statement demo's figures into www/figures/
#   ./build.sh serve   build, then serve www/ on http://localhost:8000 (PORT=… to change)
#   ./build.sh test    build, then run every test: cargo tests and the browser tests in Chromium
#   ./build.sh bench   native and wasm engine times on the largest inputs, seek times, sizes
#                      (BOARDLAB_BENCH_GAMES=ludo,match3 limits it to those games)
#   ./build.sh fuzz [SECONDS]  coverage-guided fuzzing (cargo-fuzz, nightly) of every game's
#                      parser, engine, timeline and judge, SECONDS per game (default 600);
#                      BOARDLAB_FUZZ_GAMES=ludo,match3 limits it to those games
#   ./build.sh fuzz-quick [SECONDS]  the stable mutation fuzzer of the tests, longer (default 120 s)
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
  # Titles and statements' terms in Chinese (组合数问题, 德州消消乐) need a CJK font to render.
  if ! ls /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc >/dev/null 2>&1; then
    log "installing Debian fonts-noto-cjk for Chinese text in the browser tests"
    apt_install fonts-noto-cjk
  fi
  # Persian (the page in fa, ludo's terms) reads far better in Noto Sans Arabic than in DejaVu
  # Sans, the only other Arabic-script font of a bare Debian; the page's CSS names it.
  if ! ls /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf >/dev/null 2>&1; then
    log "installing Debian fonts-noto-core for Persian text in the browser tests"
    apt_install fonts-noto-core
  fi
  local bin=tests/e2e/node_modules/.bin
  if [ ! -d tests/e2e/node_modules/playwright-core ] || [ ! -x $bin/tsc ] || [ ! -x $bin/biome ]; then
    log "installing npm packages for the browser tests, the type check and the JS lints"
    # `npm install --no-save`, not `npm ci`: Biome's and TypeScript's native binaries are optional
    # per-platform packages, and the lock file written here holds only this platform's (the
    # registry mirror has no others), which `npm ci` rejects as out of sync. The versions are the
    # lock file's all the same, and the lock file is left as it is.
    (cd tests/e2e && npm install --no-save --no-audit --no-fund --loglevel=error >&2)
  fi
}

# The problem packages' real clients (tests/tests/package.rs): Kattis problemtools' verifyproblem
# and online-judge-tools' oj, from PyPI, each in a virtual environment under target/ at a pinned
# version. Both are pure Python (problemtools as a manylinux wheel): nothing to compile.
PROBLEMTOOLS=problemtools==1.20260907
ONLINE_JUDGE_TOOLS=online-judge-tools==11.5.1

setup_judge_tools() {
  python_tool target/problemtools-venv "$PROBLEMTOOLS"
  python_tool target/oj-venv "$ONLINE_JUDGE_TOOLS"
}

# python_tool DIR NAME==VERSION installs the package into the virtual environment DIR unless
# that version is there already.
python_tool() {
  local dir=$1 package=$2
  if [ -x "$dir/bin/pip" ] && "$dir/bin/pip" freeze 2>/dev/null | grep -qix "$package"; then
    return
  fi
  log "installing $package into $dir"
  python3 -m venv "$dir" >&2
  "$dir/bin/pip" install --quiet --disable-pip-version-check "$package" >&2
}

build_wasm() {
  setup_rust
  log "building the wasm module"
  # The wasm-release profile (Cargo.toml) trades a little speed for a much smaller module.
  cargo build --profile wasm-release --lib --target wasm32-unknown-unknown >&2
  rm -rf www/pkg
  # The TypeScript declarations (www/pkg/boardlab.d.ts) are what the page's type check reads.
  wasm-bindgen --target web --remove-name-section --remove-producers-section \
    --out-dir www/pkg target/wasm32-unknown-unknown/wasm-release/boardlab.wasm
  # The raw exports' interface (InitOutput) types the module's reference slots `any`: they are
  # opaque to callers, so `unknown` says it better, and no declaration in www/pkg is `any`.
  sed -i '/^export interface InitOutput/,/^}/ s/\bany\b/unknown/g' www/pkg/boardlab.d.ts
  sed -i 's/\bany\b/unknown/g' www/pkg/boardlab_bg.wasm.d.ts
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
  # The shapes of the values the module exchanges, generated from the Rust types (src/typescript.rs);
  # boardlab.d.ts imports them.
  target/release/boardlab typescript >www/pkg/engine.d.ts
}

build_cli() {
  log "building the command line"
  cargo build --release --bin boardlab >&2
}

# The statement demo's figures (www/statement-demo.html), drawn by the command line as a problem
# setter would: they are build outputs, not files in the repository.
build_figures() {
  log "drawing the statement demo's figures"
  mkdir -p www/figures
  local sample=src/games/mayan/samples/statement.in lang suffix
  # One set per language (mayan-step3.svg in English, mayan-step3.zh-CN.svg, …): the figures'
  # titles and captions are the engine's texts.
  for lang in en zh-CN fa; do
    suffix=.$lang
    [ "$lang" = en ] && suffix=
    target/release/boardlab --lang "$lang" render mayan "$sample" --step 3 --format svg \
      -o "www/figures/mayan-step3$suffix.svg"
    target/release/boardlab --lang "$lang" render mayan "$sample" --format gif --from 1 --to 10 \
      --delay-ms 900 -o "www/figures/mayan-steps$suffix.gif"
  done
}

build_page() {
  build_cli
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
  setup_judge_tools
  log "formatting and lints"
  cargo fmt --check
  cargo clippy --all-targets -- -D warnings
  # The wasm surface (src/wasm.rs) compiles for wasm32 alone: linted there too.
  cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings
  # The page's modules: a strict type check (tests/e2e/tsconfig.json; it reads the TypeScript
  # declarations the wasm build writes to www/pkg/), then Biome's formatter and recommended lints
  # (biome.json), warnings included.
  log "type check, format and lints of the page's JavaScript"
  tests/e2e/node_modules/.bin/tsc -p tests/e2e/tsconfig.json
  tests/e2e/node_modules/.bin/biome ci --error-on-warnings .
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

# Coverage-guided fuzzing (fuzz/, cargo-fuzz + libFuzzer). Needs nightly and cargo-fuzz, which
# only this command installs: `./build.sh test` stays on stable and runs the quick mutation
# fuzzer (tests/tests/fuzz.rs) instead.
FUZZ_GAMES=(mayan skill-chess three-kingdoms match3 ludo)
FUZZ_MAX_LEN=4096

setup_fuzz() {
  if ! rustup toolchain list | grep -q '^nightly'; then
    log "installing the nightly toolchain (cargo-fuzz needs it)"
    rustup toolchain install nightly --profile minimal >&2
  fi
  if ! cargo fuzz --version >/dev/null 2>&1; then
    log "installing cargo-fuzz (about 2 minutes, once)"
    cargo install cargo-fuzz >&2
  fi
}

# The seeds: every shipped input (tests/data/<game>/**/*.in, src/games/<id>/samples/*.in) up to
# FUZZ_MAX_LEN bytes, behind the header of rule bytes the target reads (fuzz/src/lib.rs): one
# byte per rule option, the value's index. Ludo files name their part (part3_01.in, p3_1.in);
# mayan puzzles also go in followed by their answer under mode=replay.
seed_fuzz_corpus() {
  local game dir file header base
  for game in "${FUZZ_GAMES[@]}"; do
    dir=fuzz/corpus/$game
    mkdir -p "$dir"
    while IFS= read -r file; do
      [ "$(wc -c <"$file")" -le "$FUZZ_MAX_LEN" ] || continue
      base=$(basename "$file" .in)
      case $game in
        ludo)
          # part: values 5, 1, 2, 3, 4, so part N is index N mod 5; 8 more options at 0.
          local part=${base#part}; part=${part#p}; part=${part:0:1}
          header="\\x0$((part % 5))\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00" ;;
        mayan)
          # same_colour_swap, mode.
          header='\x00\x00'
          if [[ $base == replay* ]]; then header='\x00\x01'; fi ;;
        three-kingdoms)
          header='\x00'
          if [[ $base == halves ]]; then header='\x01'; fi ;;
        *) header='' ;;
      esac
      seed_file "$dir" "$header" "$file"
      if [ "$game" = mayan ] && [ -f "${file%.in}.ans" ]; then
        seed_file "$dir" '\x00\x01' "$file" "${file%.in}.ans"
      fi
    done < <(find "tests/data/$game" "src/games/${game//-/_}/samples" -name '*.in' | sort)
  done
}

# seed_file DIR HEADER FILE… writes HEADER + the files to DIR under the content's SHA-1, as
# libFuzzer names its corpus files (so seeding twice adds nothing).
seed_file() {
  local dir=$1 header=$2 tmp
  shift 2
  tmp=$(mktemp)
  { printf "$header"; cat "$@"; } >"$tmp"
  mv "$tmp" "$dir/$(sha1sum <"$tmp" | cut -c1-40)"
}

fuzz() {
  local seconds=$1 game only=${BOARDLAB_FUZZ_GAMES:-} failed=()
  setup_fuzz
  seed_fuzz_corpus
  mkdir -p fuzz/logs fuzz/artifacts
  for game in "${FUZZ_GAMES[@]}"; do
    if [ -n "$only" ] && [[ ",$only," != *",$game,"* ]]; then continue; fi
    log "fuzzing $game for $seconds s (log: fuzz/logs/$game.log)"
    # -a: debug assertions, so integer overflow panics. One process on one core; a slow input
    # (over 60 s) counts as a crash. A crash stops this target only; the others still run.
    if ! (cd fuzz && cargo +nightly fuzz run -a "$game" "corpus/$game" -- \
      -max_len="$FUZZ_MAX_LEN" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 \
      -dict="dicts/$game.dict" -print_final_stats=1 -artifact_prefix="artifacts/$game/" \
      ) >"fuzz/logs/$game.log" 2>&1; then
      grep -A 12 -m 1 -E 'panicked|ERROR: libFuzzer' "fuzz/logs/$game.log" >&2 || true
      log "$game: the fuzzer stopped on a failure; the input is in fuzz/artifacts/$game/"
      failed+=("$game")
    fi
  done
  fuzz_report
  if [ ${#failed[@]} -gt 0 ]; then
    log "failures: ${failed[*]} (reproduce: cd fuzz && cargo +nightly fuzz run -a GAME artifacts/GAME/crash-…)"
    return 1
  fi
}

# One line per target from libFuzzer's logs: executions, speed, edge coverage, features, corpus.
fuzz_report() {
  local game log
  printf '%-15s %12s %8s %7s %7s %8s %s\n' target executions exec/s cov ft corpus seconds
  for game in "${FUZZ_GAMES[@]}"; do
    log=fuzz/logs/$game.log
    [ -f "$log" ] || continue
    awk -v game="$game" '
      /^#[0-9]+/ && / cov: / {
        for (i = 1; i <= NF; i++) {
          if ($i == "cov:") cov = $(i + 1)
          if ($i == "ft:") ft = $(i + 1)
          if ($i == "corp:") corp = $(i + 1)
        }
      }
      /stat::number_of_executed_units:/ { runs = $2 }
      /stat::average_exec_per_sec:/ { speed = $2 }
      /^Done [0-9]+ runs in [0-9]+ second/ { secs = $5 }
      END { printf "%-15s %12s %8s %7s %7s %8s %s\n", game, runs, speed, cov, ft, corp, secs }
    ' "$log"
  done
}

case "${1:-}" in
  setup) setup_rust; setup_browser; setup_judge_tools ;;
  build) build_page ;;
  serve) serve ;;
  test) run_tests ;;
  bench) bench ;;
  fuzz) fuzz "${2:-600}" ;;
  fuzz-quick)
    BOARDLAB_FUZZ_SECONDS=${2:-120} BOARDLAB_FUZZ_SEED=${BOARDLAB_FUZZ_SEED:-$RANDOM$RANDOM} \
      cargo test --release --test tests fuzz:: -- --nocapture ;;
  *) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
