#!/usr/bin/env bash
# BoardLab build entry point. Every command installs what it is missing, so a fresh clone works.
#   ./build.sh setup   install the wasm32 and musl targets, the wasm-bindgen-cli that matches
#                      Cargo.lock and wasm-split-cli, the browser tests' packages, the judge
#                      tools (problemtools, BAPCtools, oj) under target/ and the TeX Live they
#                      typeset statements with
#   ./build.sh build   build one wasm module per game into www/pkg/<game>/, its tools' code split
#                      off (printing each one's gzipped size), the games' list, the command line
#                      and the statement demo's figures
#   ./build.sh serve   build, serving www/ on http://localhost:8000 (PORT=… to change), with
#                      the HTTP headers of www/_headers, as soon as the page shows its first
#                      game: the other games follow as their modules compile (a request for one
#                      waits for it), then the statement demo's figures
#   ./build.sh dist [DIR]  build, then write the page as a folder any static host serves
#                      (default target/dist), its HTTP headers in DIR/_headers
#   ./build.sh test    build, with one static input validator per game for the command line's
#                      problem packages, then run every test: cargo tests and the browser tests
#                      in Chromium
#   ./build.sh validators  only the command line's static input validators, one per game, that
#                      its problem packages carry (`boardlab package`)
#   ./build.sh bench   native and wasm engine times on the largest inputs, seek times, sizes, and
#                      what a user meets: Run → first frame on every shipped input and slider
#                      seeks, the worst input of each game named
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

# The command line the build uses for itself (the games' list, the types, the figures) and the
# tests run: Cargo.toml's `quick` profile, optimised without whole-program LTO, so a fresh build
# takes minutes less. `./build.sh bench` builds and times the release one.
CLI_PROFILE=${CLI_PROFILE:-quick}
CLI=target/$CLI_PROFILE/boardlab
export BOARDLAB_CLI=$ROOT/$CLI
# The small program that writes what the page reads beside its modules (the games' lists, the
# TypeScript declarations: src/session/page_data.rs), on the library alone: on a fresh machine it
# is ready minutes before the command line, so the page is served without waiting for that.
PAGE_DATA=target/$CLI_PROFILE/boardlab-page-data

# How long each part of a command took, printed as it ends (where a fresh build's time goes):
# the seconds it lasted, the CPU seconds its commands used (bash's `times`, which counts each
# command once it has ended: a background job's in the part it ends in; other work on the machine
# stretches the seconds, not the CPU seconds) and the machine's load then.
STARTED=$SECONDS
phase_start=$SECONDS
phase_cpu=0
phase() {
  mkdir -p target
  # `times` in this shell, not in a subshell: a subshell has no finished commands of its own.
  times >target/.build-times
  local cpu
  cpu=$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, t, "m"); s += t[1] * 60 + t[2] }
    printf "%d", s }' target/.build-times)
  log "$1 took $((SECONDS - phase_start)) s, $((cpu - phase_cpu)) s of CPU ($((SECONDS - STARTED)) s in all; load $(cut -d ' ' -f 1 /proc/loadavg))"
  phase_start=$SECONDS
  phase_cpu=$cpu
}

# Jobs a command runs in the background while it does other work (`background COMMAND…`, then
# `finish PID`): if the command fails before it waits for one, the job and its processes stop.
BACKGROUND=()
background() {
  "$@" &
  BACKGROUND+=($!)
}

# finish PID: waits for the background job PID and returns its status.
finish() {
  local pid=$1 status=0 job left=()
  wait "$pid" || status=$?
  for job in "${BACKGROUND[@]}"; do
    [ "$job" = "$pid" ] || left+=("$job")
  done
  BACKGROUND=("${left[@]}")
  return "$status"
}

stop_tree() {
  local child
  for child in $(pgrep -P "$1" || true); do
    stop_tree "$child"
  done
  kill "$1" 2>/dev/null || true
}

# SERVING is set once `serve` has started the server, so that a failure of the work left then
# (the figures) is not lost above the address: the script says so, and the server stops.
SERVING=
stop_background() {
  local status=$? pid
  # 130: Ctrl-C, which is no failure.
  if [ -n "$SERVING" ] && [ "$status" != 0 ] && [ "$status" != 130 ]; then
    log "the build failed after the page was served (see above): the server at $SERVING is stopped"
  fi
  for pid in "${BACKGROUND[@]}"; do
    stop_tree "$pid"
  done
  return 0
}
trap stop_background EXIT

# The wasm-bindgen version pinned in Cargo.lock; the CLI must match it exactly.
bindgen_version() {
  if [ ! -f Cargo.lock ]; then cargo generate-lockfile >&2; fi
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

setup_rust() {
  setup_wasm_target
  setup_validator_target
  start_wasm_tools_install
  wait_wasm_tools_install
}

setup_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown >&2
  fi
}

# The programs that make a game's module the page loads: wasm-split-cli splits the tools' code off
# it (src/wasm/tools.rs), then wasm-bindgen-cli writes its bindings. They compile for minutes on
# a fresh machine: they are installed in the background (WASM_TOOLS_INSTALL, their logs in
# target/wasm-*-install.log) while the command line and the modules compile, and waited for where
# a module first needs them.
WASM_TOOLS_INSTALL=()
# wasm_split_cli_support's command line, which splits modules built with Cargo.lock's
# wasm_split_helpers (src/wasm/Cargo.toml).
WASM_SPLIT_VERSION=0.2.4
start_wasm_tools_install() {
  local want have
  want=$(bindgen_version)
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  mkdir -p target
  if [ "$have" != "$want" ]; then
    log "installing wasm-bindgen-cli $want in the background (about 2 minutes, once)"
    # Not --locked: one of its pinned dependencies is missing from the registry mirror. The page
    # needs the one program, wasm-bindgen: not the test runner, nor the TLS (rustls, ring) its
    # default feature builds for it. Unoptimised (opt-level 0): it compiles in 180 s of CPU
    # instead of 460, while the page waits for it, and binds the five modules in 5 s of CPU
    # instead of 1.3, into the same files.
    CARGO_PROFILE_RELEASE_OPT_LEVEL=0 background cargo install wasm-bindgen-cli --version "$want" \
      --no-default-features --bin wasm-bindgen >target/wasm-bindgen-install.log 2>&1
    WASM_TOOLS_INSTALL+=("${BACKGROUND[-1]}:wasm-bindgen")
  fi
  if ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
    log "installing wasm-split-cli $WASM_SPLIT_VERSION in the background (half a minute, once)"
    # Unoptimised too: 36 s of CPU, and it splits a module in a tenth of a second.
    CARGO_PROFILE_RELEASE_OPT_LEVEL=0 background cargo install wasm_split_cli_support --locked \
      --version "$WASM_SPLIT_VERSION" --features build-binary >target/wasm-split-install.log 2>&1
    WASM_TOOLS_INSTALL+=("${BACKGROUND[-1]}:wasm-split")
  fi
}

wait_wasm_tools_install() {
  local install
  for install in "${WASM_TOOLS_INSTALL[@]}"; do
    if ! finish "${install%%:*}"; then
      cat "target/${install#*:}-install.log" >&2
      log "could not install ${install#*:}-cli (its log is above)"
      return 1
    fi
  done
  WASM_TOOLS_INSTALL=()
}

# Waits for the package lock: the judges' tools and the browser may be set up at once.
apt_install() {
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq >&2 || true
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$@" >&2
  else
    sudo apt-get update -qq >&2 || true
    sudo DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$@" >&2
  fi
}

# Debian's Chromium twice: chromium-headless-shell, which the browser tests drive (the same
# Blink and V8 without the desktop browser's layer, whose browser process opens a page for a
# third of the CPU: the suite took half the CPU), and
# chromium, the browser users run, which the benches time (tests/e2e/harness.mjs).
setup_browser() {
  if [ ! -x /usr/lib/chromium/chromium-headless-shell ] || [ ! -x /usr/bin/chromium ]; then
    log "installing Debian chromium-headless-shell (the browser tests) and chromium (the benches)"
    apt_install chromium chromium-headless-shell
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
  setup_npm
}

# The npm packages: the page's Fluent and CodeMirror libraries (vendored by build_page), the
# browser tests' (Playwright, and axe-core for tests/e2e/accessibility.test.mjs), the type
# check's and the JS lints'.
setup_npm() {
  local bin=tests/e2e/node_modules/.bin
  if [ ! -d tests/e2e/node_modules/playwright-core ] || [ ! -d tests/e2e/node_modules/@fluent/bundle ] ||
    [ ! -d tests/e2e/node_modules/@codemirror/view ] || [ ! -d tests/e2e/node_modules/@codemirror/commands ] ||
    [ ! -d tests/e2e/node_modules/axe-core ] || [ ! -x $bin/tsc ] || [ ! -x $bin/biome ] || [ ! -x $bin/esbuild ]; then
    log "installing npm packages: the page's Fluent and CodeMirror libraries (and esbuild, which minifies Fluent's), the browser tests (and their axe-core), the type check and the JS lints"
    # `npm install --no-save`, not `npm ci`: Biome's and TypeScript's native binaries are optional
    # per-platform packages, and the lock file written here holds only this platform's (the
    # registry mirror has no others), which `npm ci` rejects as out of sync. The versions are the
    # lock file's all the same, and the lock file is left as it is.
    (cd tests/e2e && npm install --no-save --no-audit --no-fund --loglevel=error >&2)
  fi
}

# The problem packages' real clients (tests/tests/package.rs): Kattis problemtools' verifyproblem,
# BAPCtools' bt and online-judge-tools' oj, from PyPI, each in a virtual environment under target/
# at a pinned version. All are pure Python (problemtools as a manylinux wheel): nothing to
# compile. BAPCtools needs Python 3.12 or later, taken from pyenv, and Debian's pypy3 for its
# `python3` language (without it every bt command warns); it compiles the C++ submissions with
# the system's g++.
PROBLEMTOOLS=problemtools==1.20260907
BAPCTOOLS=bapctools==2026.10.0
ONLINE_JUDGE_TOOLS=online-judge-tools==11.5.1

setup_judge_tools() {
  python_tool target/problemtools-venv "$PROBLEMTOOLS" python3
  python_tool target/bapctools-venv "$BAPCTOOLS" "$(python312)"
  python_tool target/oj-venv "$ONLINE_JUDGE_TOOLS" python3
  if ! command -v pypy3 >/dev/null; then
    log "installing Debian pypy3 for BAPCtools' python3 language"
    apt_install pypy3
  fi
  setup_tex
}

# TeX Live for the judges' own typesetting of the statements (tests/tests/typeset.rs), from
# Debian: problemtools' class and BAPCtools' under LuaLaTeX (texlive-luatex; the classes'
# packages in texlive-latex-recommended, -latex-extra, -fonts-recommended, -plain-generic
# (ulem), -pictures (tikz) and -science (siunitx); Latin Modern in fonts-lmodern), latexmk for
# bt pdf, pandoc and ghostscript for problem2pdf, tidy for problem2html, and poppler-utils'
# pdftotext. The Chinese and Persian fonts come with the browser's (fonts-noto-cjk,
# fonts-noto-core). About 700 MB; luaotfload indexes the fonts once, on its first run.
TEX_PACKAGES=(texlive-luatex texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended
  texlive-plain-generic texlive-pictures texlive-science fonts-lmodern latexmk pandoc ghostscript
  tidy poppler-utils)

setup_tex() {
  local package missing=()
  for package in "${TEX_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing Debian ${missing[*]} for the judges' typesetting of the statements"
    # Without the recommended packages: they would add several GB of TeX Live.
    apt_install --no-install-recommends "${missing[@]}"
  fi
}

# python312 prints the path of a Python 3.12 interpreter from pyenv (which this machine's
# python3 is not), installing the newest 3.12 with pyenv when it has none.
python312() {
  local root python
  root=$(pyenv root 2>/dev/null || echo "$HOME/.pyenv")
  for python in "$root"/versions/3.12*/bin/python3; do
    if [ -x "$python" ]; then
      echo "$python"
      return
    fi
  done
  log "installing Python 3.12 with pyenv for BAPCtools"
  pyenv install --skip-existing 3.12 >&2
  ls "$root"/versions/3.12*/bin/python3 | tail -n 1
}

# python_tool DIR NAME==VERSION PYTHON installs the package into the virtual environment DIR,
# made with the interpreter PYTHON, unless that version is there already.
python_tool() {
  local dir=$1 package=$2 python=$3
  if [ -x "$dir/bin/pip" ] && "$dir/bin/pip" freeze 2>/dev/null | grep -qix "$package"; then
    return
  fi
  log "installing $package into $dir"
  "$python" -m venv "$dir" >&2
  "$dir/bin/pip" install --quiet --disable-pip-version-check "$package" >&2
}

# The page's wasm: one module per game (www/pkg/<game>/), each that game's engine alone (Cargo
# features, one per game), so a visit fetches only the engine of the game it shows; the games'
# list the page offers (www/pkg/games/<lang>.json) and the types the modules exchange
# (www/pkg/engine.d.ts) come from the page's data program. The modules are compiled first
# (compile_modules), beside that program. `build_wasm GAME…` binds those games' modules; the
# other games' folders hold `.pending` until theirs are bound (serve binds them later).
build_wasm() {
  wait_wasm_tools_install
  rm -rf www/pkg
  mkdir -p www/pkg
  local games
  games=$("$PAGE_DATA" www/pkg)
  check_module_games "$games"
  copy_engine_catalogs
  local game
  for game in $(module_games); do
    if [[ " $* " == *" $game "* ]]; then
      bind_game_module "$game"
    else
      mkdir -p "www/pkg/$game"
      touch "www/pkg/$game/.pending"
    fi
  done
}

build_page_data() {
  log "building the page's data program ($CLI_PROFILE profile)"
  # With the command line's package selected too, the library's dependencies get the features
  # the command line's build gives them, so that build reuses this one's library instead of
  # compiling it again (its proc-macros' syn, for one, has more features there).
  cargo build --profile "$CLI_PROFILE" -p boardlab -p boardlab-cli --bin boardlab-page-data >&2
}

# The engines' catalogs of the languages the wasm modules leave out (built without the
# `all-languages` feature, they have English alone): www/pkg/messages/<lang>/shared.ftl (from
# src/core/i18n/) and <game-id>.ftl (from src/games/<game-id>/messages/), fetched when a page picks the
# language (www/i18n/catalogs.js).
copy_engine_catalogs() {
  local file lang folder game
  for file in src/core/i18n/*.ftl; do
    lang=$(basename "$file" .ftl)
    [ "$lang" = en ] && continue
    mkdir -p "www/pkg/messages/$lang"
    cp "$file" "www/pkg/messages/$lang/shared.ftl"
    for folder in src/games/*/messages; do
      game=$(basename "$(dirname "$folder")")
      cp "$folder/$lang.ftl" "www/pkg/messages/$lang/$game.ftl"
    done
  done
}

# The games the page has a module of: the bindings crate's features (src/wasm/Cargo.toml), one
# per game, read without the command line so the modules compile beside it.
module_games() {
  game_features src/wasm/Cargo.toml
}

# game_features CARGO_TOML: the [features] of a crate with one feature per game, `default` left
# out.
game_features() {
  sed -n '/^\[features\]/,/^\[/ s/^\([a-z0-9-]*\) = .*/\1/p' "$1" | grep -vx default
}

# check_module_games IDS: the registry's games (IDS, one a line) and the modules' must be the same.
check_module_games() {
  local registry modules
  registry=$(sort <<<"$1")
  modules=$(module_games | sort)
  if [ "$registry" != "$modules" ]; then
    log "the registry's games ($(echo $registry)) are not the features of src/wasm/Cargo.toml ($(echo $modules)): each game needs one"
    return 1
  fi
}

# compile_modules GAME…: each game's wasm module (the bindings crate, src/wasm, with the game's
# feature), kept as target/wasm-modules/GAME.wasm for bind_game_module. The wasm-release profile
# (Cargo.toml) trades a little speed for a much smaller module. The core, the games' crates and
# the dependencies are compiled once for all the modules; only the session and the bindings
# differ per game.
compile_modules() {
  local game
  for game in "$@"; do
    compile_module "$game"
  done
}

# compile_module GAME: GAME's wasm module, target/wasm-modules/GAME.wasm.
compile_module() {
  local game=$1
  setup_wasm_target
  mkdir -p target/wasm-modules
  log "compiling the wasm module of $game"
  cargo build --profile wasm-release -p boardlab-wasm --target wasm32-unknown-unknown \
    --features "$game" >&2
  cp target/wasm32-unknown-unknown/wasm-release/boardlab_wasm.wasm "target/wasm-modules/$game.wasm"
}

# bind_game_module GAME: www/pkg/GAME/boardlab.js and boardlab_bg.wasm, GAME's engine alone, and
# split_tools.wasm, the tools' code (src/wasm/tools.rs) that the worker loads on a tool's first
# use, with __wasm_split.js, which loads it.
bind_game_module() {
  local game=$1 out=www/pkg/$1 split=target/wasm-split/$1 chunk
  rm -rf "$split"
  wasm-split-cli --out-name boardlab "target/wasm-modules/$game.wasm" "$split"
  # --keep-lld-exports: the chunk imports the main module's memory, table and shared functions.
  wasm-bindgen --target web --remove-name-section --remove-producers-section --keep-lld-exports \
    --out-name boardlab --out-dir "$out" "$split/boardlab.wasm"
  cp "$split/__wasm_split.js" "$out/"
  for chunk in "$split"/*.wasm; do
    [ "$chunk" = "$split/boardlab.wasm" ] && continue
    node tests/e2e/strip-wasm.mjs "$chunk" "$out/$(basename "$chunk")"
    chunk=$out/$(basename "$chunk")
    log "wasm chunk $(basename "$chunk") of $game: $(wc -c <"$chunk") bytes, $(gzip -9c "$chunk" | wc -c) bytes gzipped"
  done
  # The bindings are the same for every game: one copy of their declarations is what the page's
  # type check reads (www/pkg/boardlab.d.ts, importing the generated www/pkg/engine.d.ts).
  [ -f www/pkg/boardlab.d.ts ] || sed 's#"\.\./engine"#"./engine"#' "$out/boardlab.d.ts" >www/pkg/boardlab.d.ts
  # The raw exports' interface (InitOutput) types the module's reference slots `any`: they are
  # opaque to callers, so `unknown` says it better, and no declaration in www/pkg is `any`.
  sed -i '/^export interface InitOutput/,/^}/ s/\bany\b/unknown/g' "$out/boardlab.d.ts"
  sed -i 's/\bany\b/unknown/g' "$out/boardlab_bg.wasm.d.ts"
  # The glue the page fetches without the doc comments wasm-bindgen copies from the Rust exports
  # (each a block of its own lines, /** to */): the declarations beside it keep them, and they
  # were 3.4 of mayan's 11.6 KB gzipped.
  awk '/^[ \t]*\/\*\*[ \t]*$/ { skip = 1 } !skip { print } skip && /^[ \t]*\*\/[ \t]*$/ { skip = 0 }' \
    "$out/boardlab.js" >"$out/boardlab.js.tmp"
  mv "$out/boardlab.js.tmp" "$out/boardlab.js"
  log "bindings of $game: $(wc -c <"$out/boardlab.js") bytes, $(gzip -9c "$out/boardlab.js" | wc -c) bytes gzipped"
  local wasm=$out/boardlab_bg.wasm
  # No wasm-opt: binaryen 132 makes the module smaller raw but larger gzipped (-O3: 282 -> 299
  # KB for mayan's; CHANGELOG.md, 2026-11-29).
  log "wasm module of $game: $(wc -c <"$wasm") bytes, $(gzip -9c "$wasm" | wc -c) bytes gzipped"
}

build_cli() {
  log "building the command line ($CLI_PROFILE profile)"
  cargo build --profile "$CLI_PROFILE" --bin boardlab >&2
}

# The command line compiles in the background (CLI_BUILD, its log in target/cli-build.log) once
# the page's data program has (they share the library's build, and cargo builds one profile's
# folder at a time), at the lowest priority: the page's modules and wasm-bindgen-cli come first,
# and it takes what they leave of the cores (a module's last step keeps one core alone busy).
CLI_BUILD=
start_cli_build() {
  log "building the command line ($CLI_PROFILE profile) in the background, at low priority"
  background nice -n 19 cargo build --profile "$CLI_PROFILE" --bin boardlab >target/cli-build.log 2>&1
  CLI_BUILD=${BACKGROUND[-1]}
}

wait_cli_build() {
  if ! finish "$CLI_BUILD"; then
    cat target/cli-build.log >&2
    log "could not build the command line (its log is above)"
    return 1
  fi
}

# The problem packages' input validators (src/validator), one program per game, statically
# linked (musl, with Rust's own C runtime objects; the system's cc links them) so that any
# judgehost runs it: target/<profile>/validators/<game>, beside the command line, where
# `boardlab package` takes them from. Only `test` and `bench` make packages; the page needs none.
VALIDATOR_TARGET=x86_64-unknown-linux-musl

setup_validator_target() {
  if ! rustup target list --installed | grep -qx "$VALIDATOR_TARGET"; then
    log "installing the $VALIDATOR_TARGET target for the packages' input validators"
    rustup target add "$VALIDATOR_TARGET" >&2
  fi
}

build_validators() {
  setup_validator_target
  mkdir -p "target/$CLI_PROFILE/validators"
  local game program
  # The games are src/validator's features (tests/tests/layers.rs checks they are the registry's).
  for game in $(game_features src/validator/Cargo.toml); do
    cargo build --profile validator -p boardlab-validator --target "$VALIDATOR_TARGET" \
      --no-default-features --features "$game" >&2
    program=target/$CLI_PROFILE/validators/$game
    cp "target/$VALIDATOR_TARGET/validator/boardlab-validator" "$program"
    log "input validator of $game: $(wc -c <"$program") bytes"
  done
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
    "$CLI" --lang "$lang" render mayan "$sample" --step 3 --format svg \
      -o "www/figures/mayan-step3$suffix.svg"
    "$CLI" --lang "$lang" render mayan "$sample" --format gif --from 1 --to 10 \
      --delay-ms 900 -o "www/figures/mayan-steps$suffix.gif"
  done
}

# The page's one library, Project Fluent's @fluent/bundle (it formats the page's catalogs,
# www/i18n/*.ftl): its ES modules as npm ships them, with their type declarations for the type
# check, copied to www/vendor/ (a build output, never committed).
vendor_fluent() {
  setup_npm
  rm -rf www/vendor/fluent-bundle
  mkdir -p www/vendor/fluent-bundle
  # Minified, each module on its own (keeping its imports): every page loads them, and they were
  # 13.3 KB gzipped with their comments, 5.5 KB without. Their declarations, for the page's type
  # check, are copied as they are.
  tests/e2e/node_modules/.bin/esbuild tests/e2e/node_modules/@fluent/bundle/esm/*.js --minify \
    --format=esm --log-level=warning --outdir=www/vendor/fluent-bundle >&2
  cp tests/e2e/node_modules/@fluent/bundle/esm/*.d.ts www/vendor/fluent-bundle/
}

# The editor of large inputs (www/tools/large-editor.js, loaded when the user chooses to edit one):
# CodeMirror 6's @codemirror/state, view and commands and the packages they import, as npm ships
# them, in www/vendor/codemirror/ (a build output, never committed). The page has no import map
# (its Content-Security-Policy allows no inline script), so tests/e2e/vendor-codemirror.mjs copies
# each package's ES module as one file and rewrites its bare specifiers ('@codemirror/state') to
# those files ('./codemirror-state.js'); nothing else in them changes.
vendor_codemirror() {
  setup_npm
  node tests/e2e/vendor-codemirror.mjs www/vendor/codemirror >&2
}

build_page() {
  build_page_usable $(module_games)
  build_page_rest
}

# build_page_usable GAME…: what the page needs to work: its npm packages, the games' lists, the
# wasm modules of GAME… bound (serve starts with the first game's alone). The command line starts
# compiling meanwhile, at low priority (start_cli_build).
build_page_usable() {
  vendor_fluent
  vendor_codemirror
  phase "the page's npm packages"
  start_wasm_tools_install
  # The modules compile beside the page's data program (cargo locks each profile's folder
  # apart): each module's last step, its link-time optimisation in one code generation unit,
  # keeps one core busy, and the other compiles the program (then the command line).
  background compile_modules "$@"
  local modules=${BACKGROUND[-1]}
  build_page_data
  start_cli_build
  finish "$modules"
  phase "the page's data program and the wasm modules' compilation"
  build_wasm "$@"
  phase "the wasm modules' bindings"
}

# The rest: the statement demo's figures, which the command line draws.
build_page_rest() {
  wait_cli_build
  phase "the rest of the command line's compilation"
  build_figures
  phase "the statement demo's figures"
}

# write_dist DIR: the built page as a folder any static host serves, with www/_headers (the HTTP
# headers static hosts such as Netlify and Cloudflare Pages read; www/guide/hosting.md).
write_dist() {
  local out=$1
  rm -rf "$out"
  mkdir -p "$out"
  cp -r www/. "$out/"
  # The front end's design notes are for its developers, not the page's visitors.
  rm -f "$out/README.md"
}

dist() {
  local out=${1:-target/dist}
  build_page
  write_dist "$out"
  log "the page is in $out: upload the folder to a static host; $out/_headers holds the HTTP headers it needs (www/guide/hosting.md)"
}

# The page is served as soon as its first game works (the games list's first, which a first
# visit shows: build_page_usable with its module alone); the other games'
# modules are compiled and bound next, each folder answered once it is (tests/e2e/serve.mjs
# holds a request for a file of www/pkg/GAME/ while it holds `.pending`); the command line then
# finishes compiling and draws the statement demo's figures, which its page shows once they are
# there.
serve() {
  local port=${PORT:-8000} server game
  # Before minutes of compiling: a server already there would answer for this one.
  if accepting "$port"; then
    log "port $port is taken: stop what serves it, or choose another (PORT=…)"
    return 1
  fi
  build_page_usable "$(module_games | head -n 1)"
  background node "$ROOT/tests/e2e/serve.mjs" "$ROOT/www" "$port"
  server=${BACKGROUND[-1]}
  wait_for_server "$server" "$port"
  SERVING=http://localhost:$port/
  echo "BoardLab is at $SERVING (Ctrl-C to stop)"
  log "the other games follow as their modules compile, then the statement demo's figures"
  for game in $(module_games | tail -n +2); do
    compile_module "$game"
    bind_game_module "$game"
    rm "www/pkg/$game/.pending"
  done
  phase "the other games' modules"
  build_page_rest
  log "the statement demo's figures are drawn: the page is complete at $SERVING (Ctrl-C to stop)"
  finish "$server"
}

# accepting PORT: whether a server accepts connections on PORT.
accepting() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# wait_for_server PID PORT: until the server PID accepts connections on PORT; fails if it ends
# first (the port taken meanwhile, say: its error is above).
wait_for_server() {
  local pid=$1 port=$2
  until accepting "$port"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      finish "$pid" || true
      log "the server could not start on port $port (its error is above)"
      return 1
    fi
    sleep 0.1
  done
}

run_tests() {
  # The judges' tools install (mostly downloads, on a fresh clone) while the page compiles.
  mkdir -p target
  background setup_judge_tools >target/judge-tools-setup.log 2>&1
  local judge_tools=${BACKGROUND[-1]}
  build_page
  # The cargo tests' packages (tests/tests/package.rs) carry them: they compile beside the
  # browser tests and the lints (85 s on one core, before them, on a fresh clone), in their own
  # target and profile folders.
  background build_validators >target/validators-build.log 2>&1
  local validators=${BACKGROUND[-1]}
  # The hosting test serves the page as `dist` writes it.
  write_dist target/dist
  setup_browser
  phase "the browser's set-up"
  # The browser tests run beside the lints and most cargo tests, their report printed when they
  # end: they wait on the page's states and time CPU time (harness.mjs' noLongTask), so
  # a busy machine only makes them longer (their safety-net timeouts are BOARDLAB_E2E_PATIENCE
  # times longer for it). Two test files at a time (BOARDLAB_E2E_JOBS=N for N): each has its
  # own server and browser.
  log "browser tests (Chromium, Playwright), ${BOARDLAB_E2E_JOBS:-2} files at a time, beside the lints and most cargo tests"
  background browser_tests >target/browser-tests.log 2>&1
  local browser=${BACKGROUND[-1]}
  log "formatting and lints"
  cargo fmt --check
  # On the profiles the builds use, so the lints reuse their build scripts and proc-macros.
  cargo clippy --profile "$CLI_PROFILE" --workspace --all-targets -- -D warnings
  # The bindings (src/wasm) as the page's modules build them: for wasm32, with a game.
  cargo clippy --profile wasm-release -p boardlab-wasm --target wasm32-unknown-unknown \
    --features mayan -- -D warnings
  # The page's modules: a strict type check (tests/e2e/tsconfig.json; it reads the TypeScript
  # declarations the wasm build writes to www/pkg/), then Biome's formatter and recommended lints
  # (biome.json), warnings included.
  log "type check, format and lints of the page's JavaScript"
  tests/e2e/node_modules/.bin/tsc -p tests/e2e/tsconfig.json
  tests/e2e/node_modules/.bin/biome ci --error-on-warnings .
  phase "formatting, lints and type check"
  log "compiling the cargo tests (optimised: the engines' data tests are heavy in debug)"
  cargo test --profile "$CLI_PROFILE" --workspace --exclude boardlab-wasm --all-targets --no-run
  phase "the cargo tests' compilation"
  # Every cargo test but the problem packages' (their names hold `package::`) beside the rest of
  # the browser tests, which wait on the page more than they compute: none of these times what
  # it runs. Some make a package, which carries the input validators.
  if ! finish "$validators"; then
    cat target/validators-build.log >&2
    log "could not build the input validators (their log is above)"
    return 1
  fi
  cat target/validators-build.log >&2
  log "cargo tests but the problem packages', beside the browser tests"
  local cargo_tests=0
  cargo test --profile "$CLI_PROFILE" --workspace --exclude boardlab-wasm --all-targets \
    -- --include-ignored --skip package:: || cargo_tests=$?
  phase "the cargo tests but the packages'"
  local browser_tests=0
  finish "$browser" || browser_tests=$?
  cat target/browser-tests.log
  phase "the rest of the browser tests"
  if ! finish "$judge_tools"; then
    cat target/judge-tools-setup.log >&2
    log "could not set up the judges' tools (their log is above)"
    return 1
  fi
  cat target/judge-tools-setup.log >&2
  # The packages' tests after the browser tests, not beside them: the judges' tools time the
  # jury's solutions, which a loaded machine would push over their limits.
  log "the problem packages' cargo tests (the judges' tools), on an otherwise idle machine"
  cargo test --profile "$CLI_PROFILE" --workspace --exclude boardlab-wasm --all-targets \
    -- --include-ignored package:: || cargo_tests=$?
  phase "the packages' cargo tests"
  if [ "$cargo_tests" != 0 ] || [ "$browser_tests" != 0 ]; then
    log "failed:$([ "$cargo_tests" = 0 ] || echo " the cargo tests")$([ "$browser_tests" = 0 ] || echo " the browser tests")"
    return 1
  fi
}

# The browser tests, every file under tests/e2e, with safety-net timeouts three times longer
# than on an idle machine (they run beside the lints, compilation and cargo tests).
browser_tests() {
  cd tests/e2e
  BOARDLAB_E2E_PATIENCE=${BOARDLAB_E2E_PATIENCE:-3} \
    node --test --test-concurrency="${BOARDLAB_E2E_JOBS:-2}" ./*.test.mjs
}

bench() {
  CLI_PROFILE=release
  CLI=target/release/boardlab
  export BOARDLAB_CLI=$ROOT/$CLI
  PAGE_DATA=target/release/boardlab-page-data
  build_page
  # The package bench (tests/e2e/bench-package.mjs) runs `boardlab package`, which carries them.
  build_validators
  setup_browser
  node tests/e2e/bench.mjs
}

# Coverage-guided fuzzing (fuzz/, cargo-fuzz + libFuzzer). Needs nightly and cargo-fuzz, which
# only this command installs: `./build.sh test` stays on stable and runs the quick mutation
# fuzzer (tests/tests/fuzz.rs) instead. One target, fuzz/fuzz_targets/game.rs, fuzzes each game
# of the registry in turn (BOARDLAB_FUZZ_GAME names it): a new game needs nothing here.
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

# The games to fuzz, one a line: the registry's (`boardlab list --ids`), or those of
# BOARDLAB_FUZZ_GAMES, each checked against it.
fuzz_games() {
  local ids game
  ids=$("$CLI" list --ids)
  if [ -z "${BOARDLAB_FUZZ_GAMES:-}" ]; then
    echo "$ids"
    return
  fi
  for game in ${BOARDLAB_FUZZ_GAMES//,/ }; do
    if ! grep -qxF -- "$game" <<<"$ids"; then
      log "BOARDLAB_FUZZ_GAMES: no game $game; the games: $(echo $ids)"
      return 2
    fi
    echo "$game"
  done
}

# The seeds of fuzz/corpus/GAME/ (`boardlab fuzz-seeds`, src/cli/commands/fuzz_seeds.rs): the
# game's samples, one generated input per rule option value and every tests/data/GAME/**/*.in
# (under the rule options of the `.rules` file beside it, if any), up to FUZZ_MAX_LEN bytes,
# each behind the rule bytes the target reads.
seed_fuzz_corpus() {
  local game=$1 data=()
  if [ -d "tests/data/$game" ]; then data=("tests/data/$game"); fi
  "$CLI" fuzz-seeds "$game" "fuzz/corpus/$game" "${data[@]}" \
    --max-len "$FUZZ_MAX_LEN" >&2
}

fuzz() {
  local seconds=$1 games game dict failed=()
  setup_fuzz
  build_cli
  games=$(fuzz_games)
  mkdir -p fuzz/logs
  for game in $games; do
    seed_fuzz_corpus "$game"
    mkdir -p "fuzz/artifacts/$game"
    # A dictionary of the game's words and numbers at its limits helps the fuzzer; a game
    # without one is fuzzed all the same.
    dict=()
    if [ -f "fuzz/dicts/$game.dict" ]; then
      dict=(-dict="dicts/$game.dict")
    else
      log "$game: fuzzing without a dictionary (fuzz/dicts/$game.dict: kw=\"…\" lines, the game's words and numbers at its limits)"
    fi
    log "fuzzing $game for $seconds s (log: fuzz/logs/$game.log)"
    # -a: debug assertions, so integer overflow panics. One process on one core; a slow input
    # (over 60 s) counts as a crash. A crash stops this game only; the others still run.
    if ! (cd fuzz && BOARDLAB_FUZZ_GAME=$game cargo +nightly fuzz run -a game "corpus/$game" -- \
      -max_len="$FUZZ_MAX_LEN" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 \
      "${dict[@]}" -print_final_stats=1 -artifact_prefix="artifacts/$game/" \
      ) >"fuzz/logs/$game.log" 2>&1; then
      grep -A 12 -m 1 -E 'panicked|ERROR: libFuzzer' "fuzz/logs/$game.log" >&2 || true
      log "$game: the fuzzer stopped on a failure; the input is in fuzz/artifacts/$game/"
      failed+=("$game")
    fi
  done
  fuzz_report $games
  if [ ${#failed[@]} -gt 0 ]; then
    log "failures: ${failed[*]} (reproduce: cd fuzz && BOARDLAB_FUZZ_GAME=GAME cargo +nightly fuzz run -a game artifacts/GAME/crash-…)"
    return 1
  fi
}

# fuzz_report GAME… prints one line per game from libFuzzer's logs: executions, speed, edge
# coverage, features, corpus.
fuzz_report() {
  local game log
  printf '%-15s %12s %8s %7s %7s %8s %s\n' game executions exec/s cov ft corpus seconds
  for game in "$@"; do
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
  dist) dist "${2:-}" ;;
  test) run_tests ;;
  bench) bench ;;
  validators) build_validators ;;
  fuzz) fuzz "${2:-600}" ;;
  fuzz-quick)
    BOARDLAB_FUZZ_SECONDS=${2:-120} BOARDLAB_FUZZ_SEED=${BOARDLAB_FUZZ_SEED:-$RANDOM$RANDOM} \
      cargo test --profile "$CLI_PROFILE" --test tests fuzz:: -- --nocapture ;;
  *) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
