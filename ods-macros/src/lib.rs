//! Procedural macros over `ods-spec`: two front ends to the same op-definition pipeline.
//!
//! * [`include_ods!`] compiles a `.ods` file into the items of the dialect it describes.
//! * [`macro@dialect`] defines a dialect's ops inline in Rust, as structs in a module.
//!
//! The macros are thin: reading, checking and generating all live in `ods-spec`, shared with
//! the `build.rs` API and the `odsc` CLI, so every way in produces the same code. Mistakes
//! become `compile_error!`s: for `include_ods!` one at the macro call, whose text gives every
//! diagnostic with its `file:line:col` location and source snippet; for `#[dialect]` one at the
//! Rust span of each offending token. Next to the errors the macros emit empty stand-ins for
//! the dialect type, `register` and the op types, so code that uses them adds no follow-on
//! errors. The macros never panic.
#![warn(missing_docs)]

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as TokenStream2};
use quote::quote;

/// Includes the dialect described by a `.ods` file: `ods_macros::include_ods!("src/arith.ods");`
///
/// The path is relative to the calling crate's `Cargo.toml` directory (or, when no file is
/// there, to the directory of the source file holding the call). The crate is rebuilt
/// when the file changes. Place the call inside a module: the generated items (op types, enums,
/// interfaces, the dialect type and its `register` function) become that module's items.
#[proc_macro]
pub fn include_ods(input: TokenStream) -> TokenStream {
    // rustc runs the macro on its own thread's stack: `syn` and the generator get a stack
    // sized for the deepest Rust nesting a specification may have (`ods_spec::nesting`)
    ods_spec::nesting::with_rust_stack(ods_spec::nesting::FILE_NESTING, || expand_include(input))
}

/// The body of [`include_ods!`].
fn expand_include(input: TokenStream) -> TokenStream {
    let lit = match syn::parse::<syn::LitStr>(input) {
        Ok(l) => l,
        Err(e) => {
            return syn::Error::new(
                e.span(),
                "expected the path of a .ods file as a string literal, e.g. `include_ods!(\"src/arith.ods\")`",
            )
            .to_compile_error()
            .into()
        }
    };
    let rel = lit.value();
    let path = resolve(&rel);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => return error(lit.span(), &read_error(&rel, &e), None).into(),
    };
    let abs = path.to_string_lossy().into_owned();
    match ods_spec::include_expansion(&rel, &text, &abs) {
        Ok(tokens) => tokens.into(),
        Err((sources, diags)) => {
            let message = render(&sources, &diags);
            let track = quote! { const _: &[u8] = ::core::include_bytes!(#abs); };
            let stubs = ods_spec::fallback::fallback_names(&text);
            let err = error(lit.span(), &message, stubs.as_ref());
            quote! { #err #track }.into()
        }
    }
}

/// Defines a dialect's ops inline in Rust: `#[ods_macros::dialect(...)] mod toy { ... }`.
///
/// Each struct marked `#[op("mnemonic", ...)]` in the module is an op; its fields are the
/// op's operands (`#[operand]`), attributes (`#[attr]`), properties (`#[prop]`), results
/// (`#[result]`), regions (`#[region]`) and successors (`#[successor]`), each field's type
/// the constraint as `.ods` writes it (`Variadic<AnyType>`, `TensorOf<[F32]>`,
/// `DefaultValuedAttr<I64Attr, { 0 }>`), and its doc comment the op's description. Each
/// struct marked `#[pass("argument", ...)]` is a pass whose fields are its options
/// (`#[option("name", "description", default = 3)]`, `#[list_option(...)]` on a `Vec<T>`);
/// its body is an `impl ods_runtime::ods::hooks::RunPass` in the module. Items
/// that are not ops (enums, constraints, interfaces, traits) are given as `.ods` text in an
/// `ods!(r#"..."#);` item. Every other item of the module (the hooks the ops ask for, `impl`s
/// of the traits of `ods_runtime::ods::hooks`, `use`s, helpers) is kept as written, next to
/// the generated items.
///
/// ```ignore
/// #[ods_macros::dialect(summary = "a toy dialect")]
/// pub mod toy {
///     /// Adds two tensors element-wise.
///     #[op("add", traits = [Pure, SameOperandsAndResultType],
///          format = "$lhs `,` $rhs attr-dict `:` type($result)")]
///     pub struct AddOp {
///         #[operand] lhs: TensorOf<[F64]>,
///         #[operand] rhs: TensorOf<[F64]>,
///         #[result] result: TensorOf<[F64]>,
///     }
/// }
/// ```
///
/// Dialect arguments: `name = "toy"` (default: the module's name), `summary`, `description`
/// (the module's doc comments are added to it), `rust_name = ToyDialect`,
/// `dependent_dialects = [path::register]`, `has_constant_materializer`,
/// `use_properties = false`, `discardable = [name: Constraint]`. Op arguments: the mnemonic
/// first, then `traits = [...]`, `interfaces = [...]`, `summary`, `description`, `format`, the flags
/// `has_verifier`, `has_region_verifier`, `has_folder`, `has_canonicalizer`,
/// `has_canonicalize_method`, `skip_default_builders`, `custom_assembly`, custom builders
/// `builder = fn name(params) { body }` and `extra = { items }`.
///
/// The module is translated into `.ods` text and compiled by the same pipeline as a `.ods`
/// file, so it generates the same code; every mistake, including those found by that
/// pipeline, is reported at the Rust span it came from. The full reference, with the
/// mapping of each Rust form to `.ods`, is `docs/attribute-macros.md`.
#[proc_macro_attribute]
pub fn dialect(attr: TokenStream, item: TokenStream) -> TokenStream {
    ods_spec::nesting::with_rust_stack(ods_spec::nesting::FILE_NESTING, || {
        ods_spec::attr_macro::expand(attr.into(), item.into()).into()
    })
}

/// The file named `rel`: beside `Cargo.toml`, else beside the calling source file (which lets
/// the UI tests, compiled outside any package, name a spec next to the test file). Absolute,
/// so that the generated `include_bytes!` finds the file from any source file.
fn resolve(rel: &str) -> std::path::PathBuf {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default();
    let path = std::path::Path::new(&manifest).join(rel);
    let path = if path.exists() {
        path
    } else {
        proc_macro::Span::call_site()
            .local_file()
            .and_then(|f| f.parent().map(|d| d.join(rel)))
            .filter(|p| p.exists())
            .unwrap_or(path)
    };
    std::path::absolute(&path).unwrap_or(path)
}

/// The message for an unreadable file; names the path as written, never the absolute one.
fn read_error(rel: &str, e: &std::io::Error) -> String {
    let why = match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::InvalidData => "it is not UTF-8 text".to_string(),
        _ => e.to_string(),
    };
    format!(
        "cannot read `{rel}`: {why}; give the path relative to the crate's `Cargo.toml` \
         directory, e.g. `include_ods!(\"src/arith.ods\")`"
    )
}

/// Runs the `ods-spec` pipeline; `Err` holds the rendered diagnostics.
fn render(
    sources: &ods_spec::model::SourceMap,
    diags: &[ods_spec::model::OdsDiagnostic],
) -> String {
    let mut out = String::new();
    for (i, d) in diags.iter().enumerate() {
        let text = d.render(sources);
        if i == 0 {
            out.push_str(&text.replacen(": error: ", ": ", 1));
        } else {
            out.push_str(&text);
        }
    }
    out.trim_end().to_string()
}

/// The `compile_error!` at `span`, plus stand-ins for the items the file would define.
fn error(
    span: Span,
    message: &str,
    stubs: Option<&ods_spec::fallback::FallbackNames>,
) -> TokenStream2 {
    let mut out = syn::Error::new(span, message).to_compile_error();
    if let Some(names) = stubs {
        out.extend(ods_spec::fallback::stub_items(names));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_error_names_the_path_as_written() {
        let e = std::io::Error::from(std::io::ErrorKind::NotFound);
        assert_eq!(
            read_error("x.ods", &e),
            "cannot read `x.ods`: no such file; give the path relative to the crate's \
             `Cargo.toml` directory, e.g. `include_ods!(\"src/arith.ods\")`"
        );
    }

    #[test]
    fn first_diagnostic_drops_its_error_prefix() {
        let c = ods_spec::analyze(
            "f.ods",
            "dialect t {}\nop \"a\" { arguments (x: I33, y: I34) }\n",
        );
        let diags = c.model.err().unwrap();
        assert_eq!(
            render(&c.sources, &diags),
            "f.ods:2:24: unknown constraint `I33`; did you mean `I32`?\n\
             op \"a\" { arguments (x: I33, y: I34) }\n                       ^\n\
             f.ods:2:32: error: unknown constraint `I34`; did you mean `I32`?\n\
             op \"a\" { arguments (x: I33, y: I34) }\n                               ^"
        );
    }
}
