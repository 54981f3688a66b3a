//! `ods-spec`: the `.ods` op-definition language and its generators.
//!
//! A dialect author describes a dialect's operations, types, attributes, constraints, enums,
//! interfaces and passes in a
//! `.ods` file; this crate turns it into Rust code that compiles against `ods-runtime`, and into
//! markdown documentation. The pipeline, one module per stage:
//!
//! | stage | module | input -> output |
//! |---|---|---|
//! | parse | [`parser`] (grammar in `ods.pest`) | text -> spanned [`ast`] |
//! | semantic analysis | [`sema`] | AST + prelude -> [`model::Model`] (names resolved, constraints instantiated) |
//! | validation | [`validate`] | model -> diagnostics (all of them, sorted by position) |
//! | assembly formats | [`format`](mod@format) | each op's `format` text -> bound, validated [`format::AsmFormat`]; each type's and attribute's -> [`format::DefFormat`] |
//! | Rust generation | [`codegen`] | model -> `TokenStream` |
//! | docs generation | [`describe`], [`docgen`] | each op -> one [`describe::OpDescription`] (shared with the handle's rustdoc); model -> markdown |
//!
//! Three ways in drive the same pipeline on `.ods` text: the `include_ods!` proc macro
//! (`ods-macros`), the `build.rs` API ([`build`]) and the `odsc` command-line tool. The
//! attribute-macro front end ([`attr_macro`], behind `#[ods_macros::dialect]`) declares ops as
//! Rust structs; it translates them into `.ods` text and runs the same pipeline.
#![warn(missing_docs)]

pub mod ast;
pub mod attr_macro;
pub mod build;
pub mod codegen;
pub mod describe;
pub mod docgen;
pub mod fallback;
pub mod format;
pub mod model;
pub mod nesting;
pub mod parser;
pub mod sema;
pub mod validate;

use model::{Model, OdsDiagnostic, SourceMap};

/// The built-in prelude: the standard constraints, written in `.ods`.
pub const PRELUDE: &str = include_str!("prelude.ods");
/// The file name the prelude's diagnostics are reported under.
pub const PRELUDE_NAME: &str = "<prelude>";

/// The result of the front end: the sources read and the model, or every error of the first
/// failing phase.
pub struct Compiled {
    /// all files (the prelude is file 0)
    pub sources: SourceMap,
    /// the model, when there were no errors
    pub model: Result<Model, Vec<OdsDiagnostic>>,
}

/// Runs parse, semantic analysis and validation on one `.ods` file's text.
pub fn analyze(file_name: &str, text: &str) -> Compiled {
    let mut sources = SourceMap::default();
    let prelude = sources.add(PRELUDE_NAME, PRELUDE);
    let user = sources.add(file_name, text);
    // one stack with room for the deepest code block, rather than one per block
    let model = nesting::with_pipeline_stack(|| {
        let prelude_ast = parser::parse(&sources, prelude)?;
        let user_ast = parser::parse(&sources, user)?;
        let mut model = sema::lower(&sources, &prelude_ast, &user_ast)?;
        validate::validate(&model)?;
        format::attach(&mut model)?;
        Ok(model)
    });
    Compiled { sources, model }
}

/// Renders diagnostics as text, one after another.
pub fn render_diagnostics(sources: &SourceMap, diags: &[OdsDiagnostic]) -> String {
    diags.iter().map(|d| d.render(sources)).collect()
}

/// Parses, checks and generates the Rust code for one `.ods` file's text; on failure returns
/// the rendered diagnostics.
pub fn generate_rust(file_name: &str, text: &str) -> Result<proc_macro2::TokenStream, String> {
    let c = analyze(file_name, text);
    let model = c.model.map_err(|d| render_diagnostics(&c.sources, &d))?;
    nesting::with_pipeline_stack(|| codegen::generate(&model))
        .map_err(|d| render_diagnostics(&c.sources, &d))
}

/// Like [`generate_rust`], as the text of a Rust file (laid out by [`codegen::layout`]).
pub fn generate_rust_file(file_name: &str, text: &str) -> Result<String, String> {
    generate_rust_file_styled(file_name, text, codegen::Style::Fast)
}

/// Like [`generate_rust_file`], laid out in the given style (`Style::Pretty`: prettyplease).
pub fn generate_rust_file_styled(
    file_name: &str,
    text: &str,
    style: codegen::Style,
) -> Result<String, String> {
    let c = analyze(file_name, text);
    let model = c.model.map_err(|d| render_diagnostics(&c.sources, &d))?;
    nesting::with_pipeline_stack(|| codegen::generate_file(&model, style)).map_err(|e| match e {
        codegen::FormatError::Ods(d) => render_diagnostics(&c.sources, &d),
        codegen::FormatError::Internal(m) => m,
    })
}

/// The expansion of `include_ods!(path)` for the `.ods` text `text` (read from `abs_path`,
/// shown as `display_name` in diagnostics): the generated items plus a hidden `include_bytes!`
/// of the file, so that cargo rebuilds the including crate when the file changes. On failure,
/// the sources and every diagnostic of the failing phase, for the macro to render.
pub fn include_expansion(
    display_name: &str,
    text: &str,
    abs_path: &str,
) -> Result<proc_macro2::TokenStream, (SourceMap, Vec<OdsDiagnostic>)> {
    let c = analyze(display_name, text);
    let generated = match c.model {
        Ok(model) => nesting::with_pipeline_stack(|| codegen::generate(&model)),
        Err(d) => Err(d),
    };
    match generated {
        Ok(mut tokens) => {
            tokens.extend(quote::quote! {
                const _: &[u8] = ::core::include_bytes!(#abs_path);
            });
            Ok(tokens)
        }
        Err(d) => Err((c.sources, d)),
    }
}
