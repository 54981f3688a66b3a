//! Procedural macros over `ods-spec`: `include_ods!`, which compiles a `.ods` file into the
//! items of the dialect it describes.
//!
//! The macro is thin: reading, checking and generating all live in `ods-spec`, shared with the
//! `build.rs` API and the `odsc` CLI, so the three produce the same code. Mistakes in the `.ods`
//! file become one `compile_error!` at the macro call, whose text gives every diagnostic with
//! its `file:line:col` location and source snippet. The macro never panics.
#![warn(missing_docs)]

use proc_macro::TokenStream;

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
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default();
    let mut path = std::path::Path::new(&manifest).join(&rel);
    if !path.exists() {
        // Fall back to the directory of the file holding the call (lets trybuild UI tests,
        // which build in a generated crate, name the spec next to the test file).
        if let Some(dir) = proc_macro::Span::call_site()
            .local_file()
            .and_then(|f| f.parent().map(|d| d.to_path_buf()))
        {
            let beside = dir.join(&rel);
            if beside.exists() {
                path = beside;
            }
        }
    }
    match ods_spec::include_tokens(&path, &rel) {
        Ok(tokens) => tokens.into(),
        Err(message) => syn::Error::new(lit.span(), message.trim_end())
            .to_compile_error()
            .into(),
    }
}
