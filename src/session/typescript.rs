//! The TypeScript declarations of every value the wasm module gives the page or takes from it,
//! generated from the Rust types and their serde attributes (ts-rs): `./build.sh build` writes
//! them to `www/pkg/engine.d.ts` with `boardlab-page-data`, and the declarations wasm-bindgen
//! writes (`www/pkg/boardlab.d.ts`) import them (see src/wasm/lib.rs). The page's type check then
//! reads the shapes the engine sends, written once, here.

use crate::explore::{Edit, Edited};
use crate::figure::board::{BoardPlace, BoardView};
use crate::trace::TraceReport;
use crate::verdict::Verdict;
use crate::view::{BoardNotes, Branch, RunSummary, StepView, Timeline};
use boardlab_core::shown::{ListedGame, ShownGame};
use boardlab_core::text::ErrorInfo;
use std::any::TypeId;
use std::collections::HashSet;
use ts_rs::{Config, TypeVisitor, TS};

/// The declarations, one `export type` per Rust type the page meets, roots first.
pub fn declarations() -> String {
    let mut collector = Collector {
        // Counts and indexes are numbers in JS (serde-wasm-bindgen sends `usize` as one).
        config: Config::new().with_large_int("number"),
        seen: HashSet::new(),
        declarations: Vec::new(),
    };
    collector.visit::<ListedGame>();
    collector.visit::<ShownGame>();
    collector.visit::<RunSummary>();
    collector.visit::<Timeline>();
    collector.visit::<StepView>();
    collector.visit::<Branch>();
    collector.visit::<BoardNotes>();
    collector.visit::<BoardPlace>();
    collector.visit::<BoardView>();
    collector.visit::<Verdict>();
    collector.visit::<TraceReport>();
    collector.visit::<Edit>();
    collector.visit::<Edited>();
    collector.visit::<ErrorInfo>();
    let mut text = String::from(
        "// The values the engine (www/pkg/boardlab.js) gives and takes, generated from its Rust types\n\
         // by `boardlab-page-data` (src/session/typescript.rs). Do not edit.\n\
         \n\
         /** A `T` as JSON text (src/wasm/lib.rs `to_json`); www/engine/engine.js `fromJson` parses it. */\n\
         export type Json<T> = string & { readonly json: T };\n",
    );
    for declaration in collector.declarations {
        text.push_str("\nexport ");
        text.push_str(&declaration);
        text.push('\n');
    }
    text
}

/// Walks types and what they are made of, keeping each declared type's declaration once.
struct Collector {
    config: Config,
    seen: HashSet<TypeId>,
    declarations: Vec<String>,
}

impl TypeVisitor for Collector {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        if !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        // Types with a declaration of their own (the derived ones) are declared; containers
        // (`Vec`, `Option`, tuples) and primitives are written inline where they are used.
        if T::output_path().is_some() {
            self.declarations.push(T::decl(&self.config));
        }
        T::visit_dependencies(self);
        T::visit_generics(self);
    }
}
