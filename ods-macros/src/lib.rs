//! Procedural macros over `ods-spec`: `include_ods!`, which compiles a `.ods` file into the
//! items of the dialect it describes.
//!
//! The macro is thin: reading, checking and generating all live in `ods-spec`, shared with the
//! `build.rs` API and the `odsc` CLI, so the three produce the same code. Mistakes in the `.ods`
//! file become one `compile_error!` at the macro call, whose text gives every diagnostic with
//! its `file:line:col` location and source snippet. Next to it the macro emits empty stand-ins
//! for the dialect type, `register` and the op types (when the file at least parses), so code
//! that uses them adds no follow-on errors. The macro never panics.
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

/// The file named `rel`: beside `Cargo.toml`, else beside the calling source file (which lets
/// trybuild UI tests, built in a generated crate, name a spec next to the test file).
fn resolve(rel: &str) -> std::path::PathBuf {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default();
    let path = std::path::Path::new(&manifest).join(rel);
    if path.exists() {
        return path;
    }
    proc_macro::Span::call_site()
        .local_file()
        .and_then(|f| f.parent().map(|d| d.join(rel)))
        .filter(|p| p.exists())
        .unwrap_or(path)
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
        out.extend(stub_items(names));
    }
    out
}

/// Empty stand-ins: the dialect type with `NAMESPACE` and `register`, a free `register`, and
/// one newtype per op with `NAME`. Names that are not Rust identifiers are skipped.
fn stub_items(names: &ods_spec::fallback::FallbackNames) -> TokenStream2 {
    let ident = |s: &str| syn::parse_str::<syn::Ident>(s).ok();
    let mut out = quote! {
        /// Stand-in: the `.ods` file has errors.
        pub fn register(_: &mut ::ods_runtime::Context) {}
    };
    if let (Some(ns), Some(d)) = (
        names.dialect.as_deref(),
        names.dialect_rust_name.as_deref().and_then(ident),
    ) {
        out.extend(quote! {
            /// Stand-in: the `.ods` file has errors.
            pub struct #d;
            impl #d {
                /// Stand-in: the `.ods` file has errors.
                pub const NAMESPACE: &'static str = #ns;
                /// Stand-in: the `.ods` file has errors.
                pub fn register(_: &mut ::ods_runtime::Context) {}
            }
        });
    }
    for (rust, full) in &names.ops {
        // a tuple struct named `register` would clash with the function
        let Some(op) = ident(rust).filter(|i| i != "register") else {
            continue;
        };
        out.extend(quote! {
            /// Stand-in: the `.ods` file has errors.
            pub struct #op(pub ::ods_runtime::Op);
            impl #op {
                /// Stand-in: the `.ods` file has errors.
                pub const NAME: &'static str = #full;
            }
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stubs_for_dialect_and_ops() {
        let names = ods_spec::fallback::fallback_names(
            "dialect t {}\nop \"a\" [] {}\nop fn \"b\" [] {}\nop register \"c\" [] {}\n",
        )
        .unwrap();
        let file: syn::File = syn::parse2(stub_items(&names)).unwrap();
        let text = item_summary(&file);
        assert_eq!(
            text,
            "fn register | struct TDialect | impl TDialect { const NAMESPACE = \"t\"; fn register } \
             | struct AOp | impl AOp { const NAME = \"t.a\"; }"
        );
    }

    /// A compact summary of items: kinds and names, consts with their values, fns by name.
    fn item_summary(file: &syn::File) -> String {
        let mut parts = Vec::new();
        for item in &file.items {
            parts.push(match item {
                syn::Item::Fn(f) => format!("fn {}", f.sig.ident),
                syn::Item::Struct(s) => format!("struct {}", s.ident),
                syn::Item::Impl(i) => {
                    let ty = &i.self_ty;
                    let mut inner = String::new();
                    for it in &i.items {
                        match it {
                            syn::ImplItem::Const(c) => {
                                let v = &c.expr;
                                inner.push_str(&format!(" const {} = {};", c.ident, quote!(#v)));
                            }
                            syn::ImplItem::Fn(f) => inner.push_str(&format!(" fn {}", f.sig.ident)),
                            _ => inner.push_str(" ?"),
                        }
                    }
                    format!("impl {} {{{inner} }}", quote!(#ty))
                }
                _ => "?".to_string(),
            });
        }
        parts.join(" | ")
    }

    #[test]
    fn no_stubs_without_dialect_but_free_register() {
        let names = ods_spec::fallback::fallback_names("op \"a\" [] {}").unwrap();
        let file: syn::File = syn::parse2(stub_items(&names)).unwrap();
        assert_eq!(
            item_summary(&file),
            "fn register | struct AOp | impl AOp { const NAME = \".a\"; }"
        );
    }

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
