//! The packages' statements typeset by the judges' own tools in every language (the packages
//! `package.rs`' client tests make): problemtools' LaTeX class under LuaLaTeX and `problem2html`,
//! and BAPCtools' `bt pdf` on a contest of every package. Each fails on a TeX error, a missing
//! character or a blank page. `./build.sh test` installs TeX Live; without it (or without
//! poppler's `pdftotext`) each prints a notice and checks nothing more.

use crate::common::{temp_dir, text};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// The statements' languages.
pub const LANGUAGES: [&str; 3] = ["en", "zh-CN", "fa"];

/// Whether LuaLaTeX and pdftotext are installed, with a notice if not.
pub fn tex_installed() -> bool {
    let found = |program: &str, version: &str| {
        Command::new(program)
            .arg(version)
            .output()
            .is_ok_and(|out| out.status.success())
    };
    let installed = found("lualatex", "--version") && found("pdftotext", "-v");
    if !installed {
        println!("notice: lualatex or pdftotext is absent (./build.sh test installs them); not typesetting");
    }
    installed
}

/// Held while LuaLaTeX runs, so that the tests run it one at a time. A run adds the fonts it
/// looks up to luaotfload's lookup cache, which every run reads, and latexmk (`bt pdf`) runs
/// LuaLaTeX again while one of its inputs changes: with problemtools' run writing that cache
/// beside it, `bt pdf` gave up after its most passes (exit 12).
fn tex_alone() -> MutexGuard<'static, ()> {
    static TEX: Mutex<()> = Mutex::new(());
    TEX.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Checks a TeX run: its log has no error and no missing character, and every page of its PDF
/// has text.
fn check_typeset(what: &str, log: &str, pdf: &Path) {
    let missing = log.matches("Missing character").count();
    assert_eq!(missing, 0, "{what}: {missing} missing characters\n{log}");
    assert!(
        !log.lines().any(|line| line.starts_with('!')),
        "{what}:\n{log}"
    );
    let out = Command::new("pdftotext")
        .args(["-layout", &pdf.to_string_lossy(), "-"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{what}: no PDF {}", pdf.display());
    let pages = text(&out.stdout);
    // pdftotext ends each page with a form feed.
    for (number, page) in pages
        .split('\u{c}')
        .filter(|page| !page.is_empty())
        .enumerate()
    {
        assert!(
            !page.trim().is_empty(),
            "{what}: page {} is blank",
            number + 1
        );
    }
}

/// Every legacy package's statement in `lang`, with its samples, in one document of
/// problemtools' own class (`problemset.cls`, which `problem2pdf` typesets one problem with),
/// typeset once by LuaLaTeX as `problem2pdf` does.
pub fn problemtools_pdf(venv: &Path, dirs: &[PathBuf], lang: &str) {
    let classes = std::fs::read_dir(venv.join("lib")).unwrap();
    let python = classes.flatten().next().unwrap().path();
    let class = python.join("site-packages/problemtools/templates/latex/problemset.cls");
    let build = PathBuf::from(temp_dir(&format!("problemtools-pdf-{lang}")));
    std::fs::copy(&class, build.join("problemset.cls")).unwrap();
    let parent = dirs[0].parent().unwrap().to_string_lossy().into_owned();
    let mut tex = format!(
        "\\documentclass[plainproblems,noautoincludesamples]{{problemset}}\n\
         \\problemlanguage{{{lang}}}\n\\problemparentpath{{{parent}}}\n\
         \\statementdirectory{{problem_statement}}\n\\statementfilename{{problem.{lang}.tex}}\n\
         \\begin{{document}}\n"
    );
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy();
        tex.push_str(&format!("\\includeproblem{{{name}}}\n"));
        let mut samples: Vec<String> = std::fs::read_dir(dir.join("data/sample"))
            .unwrap()
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|e| e == "in"))
            .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        samples.sort();
        for sample in samples {
            tex.push_str(&format!("\\includesample{{{sample}}}\n"));
        }
    }
    tex.push_str("\\end{document}\n");
    std::fs::write(build.join("main.tex"), tex).unwrap();
    let out = {
        let _tex = tex_alone();
        Command::new("lualatex")
            .current_dir(&build)
            .args(["--interaction=nonstopmode", "main.tex"])
            .output()
            .unwrap()
    };
    let log = std::fs::read_to_string(build.join("main.log")).unwrap_or_default();
    assert!(out.status.success(), "problemtools, {lang}:\n{log}");
    check_typeset(
        &format!("problemtools, {lang}"),
        &log,
        &build.join("main.pdf"),
    );
    std::fs::remove_dir_all(&build).unwrap();
}

/// What `problem2html` does for one problem and language (its own `main`: the same options, its
/// `convert`, a failure for any error it logs), for each (folder, language, destination) of its
/// arguments in turn: in one Python, which spends a second importing problemtools and plasTeX
/// before each conversion of under one (the pages are byte for byte those of `problem2html`).
const PROBLEM2HTML_EACH: &str = "\
import logging, sys
from problemtools import problem2html
from problemtools.diagnostics import LoggingDiagnostics
args = sys.argv[1:]
for i in range(0, len(args), 3):
    problem, lang, dest = args[i:i + 3]
    options = problem2html.get_parser().parse_args(['-l', lang, '-d', dest, problem])
    diag = LoggingDiagnostics.create('problem2html', log_level=logging.WARNING)
    problem2html.convert(options, diag)
    if diag.errors:
        sys.exit(f'{problem}, {lang}: {diag.errors} errors and {diag.warnings} warnings')
";

/// `problem2html` on every package in every language (`venv`: problemtools' virtual
/// environment): it succeeds, and the page has the statement's text and none of the LaTeX that
/// only LuaLaTeX reads.
pub fn problemtools_html(venv: &Path, dirs: &[PathBuf]) {
    // A folder of each format's own: the formats' tests run at once.
    let packages = dirs[0].parent().unwrap().file_name().unwrap();
    let out_root = PathBuf::from(temp_dir(&format!(
        "problem2html-{}",
        packages.to_string_lossy()
    )));
    let mut pages = Vec::new();
    let mut args = vec!["-c".to_string(), PROBLEM2HTML_EACH.to_string()];
    for dir in dirs {
        for lang in LANGUAGES {
            let name = dir.file_name().unwrap().to_string_lossy().into_owned();
            let dest = out_root.join(format!("{name}-{lang}"));
            args.extend([dir.to_string_lossy().into_owned(), lang.to_string()]);
            args.push(dest.to_string_lossy().into_owned());
            pages.push((name, lang, dest));
        }
    }
    let out = Command::new(venv.join("bin/python"))
        .args(&args)
        .output()
        .unwrap();
    let log = text(&out.stdout) + &text(&out.stderr);
    assert!(out.status.success(), "problem2html:\n{log}");
    for (name, lang, dest) in pages {
        let html = std::fs::read_to_string(dest.join("index.html")).unwrap();
        assert!(html.contains("<img"), "{name}, {lang}: no figure\n{html}");
        assert!(
            !html.contains("directlua") && !html.contains("boardlabrm"),
            "{name}, {lang}: LaTeX in the page\n{html}"
        );
    }
    std::fs::remove_dir_all(&out_root).unwrap();
}

/// `bt pdf` on the contest of the 2025-09 packages in `root`, in every language, with the
/// translation files the packages bring in the contest's folder and LuaLaTeX, as the guide
/// says: a contest PDF per language with every statement.
pub fn bapctools_pdf(bt: &Path, config: &str, root: &Path, dirs: &[PathBuf]) {
    let lang = root.join("lang");
    std::fs::create_dir_all(&lang).unwrap();
    for file in std::fs::read_dir(dirs[0].join("statement/lang")).unwrap() {
        let file = file.unwrap().path();
        std::fs::copy(&file, lang.join(file.file_name().unwrap())).unwrap();
    }
    // bt builds in TMPDIR: its logs are found there.
    let build = PathBuf::from(temp_dir("bapctools-pdf"));
    let path = lualatex_without_malloc_perturb();
    let out = {
        let _tex = tex_alone();
        Command::new(bt)
            .current_dir(root)
            .env("XDG_CONFIG_HOME", config)
            .env("TMPDIR", &build)
            .env("PATH", path)
            .args(["pdf", "--no-bar", "--tex-command", "lualatex"])
            .output()
            .unwrap()
    };
    let log = text(&out.stdout) + &text(&out.stderr);
    assert!(out.status.success(), "bt pdf:\n{log}");
    assert!(
        !log.contains("WARNING") && !log.contains("ERROR"),
        "bt pdf:\n{log}"
    );
    let contest = root.file_name().unwrap();
    for lang in LANGUAGES {
        let logs = std::fs::read_dir(&build).unwrap().flatten();
        let tex_log = logs
            .map(|dir| {
                dir.path()
                    .join(contest)
                    .join("latex")
                    .join(lang)
                    .join("contest.log")
            })
            .find(|path| path.exists())
            .unwrap_or_else(|| panic!("bt pdf wrote no {lang} log:\n{log}"));
        let tex_log = std::fs::read_to_string(tex_log).unwrap();
        let pdf = root.join(format!("contest.{lang}.pdf"));
        check_typeset(&format!("bt pdf, {lang}"), &tex_log, &pdf);
    }
    std::fs::remove_dir_all(&build).unwrap();
}

/// A `PATH` whose first `lualatex` runs the installed one without `MALLOC_PERTURB_`. bt sets that
/// for itself and every program it starts, so that a submission reading memory it never wrote
/// fails alike on every run; LuaLaTeX then fills each block it frees, and its first load of a
/// font collection (Noto Sans CJK, which the English and Persian statements fall back on) took
/// more than 15 minutes on a fresh machine instead of about one. The typesetting is the same.
fn lualatex_without_malloc_perturb() -> OsString {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let lualatex = std::env::split_paths(&path)
        .map(|dir| dir.join("lualatex"))
        .find(|program| program.is_file())
        .expect("lualatex is on PATH (tex_installed)");
    let shim = PathBuf::from(temp_dir("lualatex-without-malloc-perturb"));
    let script = shim.join("lualatex");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nunset MALLOC_PERTURB_\nexec '{}' \"$@\"\n",
            lualatex.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    std::env::join_paths(std::iter::once(shim).chain(std::env::split_paths(&path))).unwrap()
}
