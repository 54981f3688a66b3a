//! Names for fallback stubs: when a `.ods` file fails to check, `include_ods!` still emits
//! empty stand-ins for the dialect type, its `register` function, the op types and the pass
//! structs with `register_passes`, so user
//! code naming them adds no follow-on errors to the one that matters.
//!
//! Only the parse is needed: any file that parses yields the names that the full pipeline
//! would have generated (the same defaults as semantic analysis).

use crate::ast::ItemKind;
use crate::model::SourceMap;
use heck::ToUpperCamelCase as _;
use proc_macro2::TokenStream;
use quote::quote;

/// The names of the items a `.ods` file would generate, as far as they are known from its
/// syntax alone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FallbackNames {
    /// the dialect's namespace (`t`), when the file declares a dialect
    pub dialect: Option<String>,
    /// the dialect type's Rust name (`TDialect`, or its `rust_name`)
    pub dialect_rust_name: Option<String>,
    /// each op's Rust name and full name (`("AOp", "t.a")`), in source order, without repeats
    pub ops: Vec<(String, String)>,
    /// each type and attribute definition's Rust name and whether it is a type, in source
    /// order, without repeats (of each other, the ops or the dialect type)
    pub defs: Vec<(String, bool)>,
    /// each pass's Rust name, in source order, without repeats (of each other or of the names
    /// above)
    pub passes: Vec<String>,
}

/// The item names of a `.ods` file's text, or `None` when it does not parse.
///
/// Uses the first dialect declaration; an op whose Rust name repeats an earlier one (or the
/// dialect type's name) is left out, so the stubs never clash with each other.
pub fn fallback_names(text: &str) -> Option<FallbackNames> {
    let mut sources = SourceMap::default();
    let id = sources.add("<fallback>", text);
    let file = crate::parser::parse(&sources, id).ok()?;
    let mut names = FallbackNames::default();
    if let Some(d) = file.items.iter().find(|i| i.kind == ItemKind::Dialect) {
        let ns = d.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
        let mut rust = format!("{}Dialect", ns.to_upper_camel_case());
        for f in &d.fields {
            if let crate::ast::FieldKind::RustName(n) = &f.kind {
                rust = n.name.clone();
            }
        }
        names.dialect = Some(ns);
        names.dialect_rust_name = Some(rust);
    }
    let ns = names.dialect.clone().unwrap_or_default();
    for item in &file.items {
        let ItemKind::Op { mnemonic, .. } = &item.kind else {
            continue;
        };
        let rust = item
            .name
            .as_ref()
            .map(|n| n.name.clone())
            .unwrap_or_else(|| crate::sema::default_op_rust_name(&mnemonic.value));
        let clash = names.dialect_rust_name.as_deref() == Some(rust.as_str())
            || names.ops.iter().any(|(r, _)| *r == rust);
        if !clash {
            names.ops.push((rust, format!("{ns}.{}", mnemonic.value)));
        }
    }
    for item in &file.items {
        let ItemKind::Def { kind, .. } = &item.kind else {
            continue;
        };
        let Some(rust) = item.name.as_ref().map(|n| n.name.clone()) else {
            continue;
        };
        let clash = names.dialect_rust_name.as_deref() == Some(rust.as_str())
            || names.ops.iter().any(|(r, _)| *r == rust)
            || names.defs.iter().any(|(r, _)| *r == rust);
        if !clash {
            names
                .defs
                .push((rust, *kind == crate::model::DefKind::Type));
        }
    }
    for item in &file.items {
        let (ItemKind::Pass { .. }, Some(n)) = (&item.kind, &item.name) else {
            continue;
        };
        let rust = n.name.clone();
        let clash = names.dialect_rust_name.as_deref() == Some(rust.as_str())
            || names.ops.iter().any(|(r, _)| *r == rust)
            || names.defs.iter().any(|(r, _)| *r == rust)
            || names.passes.contains(&rust);
        if !clash {
            names.passes.push(rust);
        }
    }
    Some(names)
}

/// Empty stand-ins for the items of `names`: the dialect type with `NAMESPACE` and
/// `register`, a free `register`, one newtype per op with `NAME`, and one newtype per type or
/// attribute definition. Names that are not Rust
/// identifiers are skipped.
pub fn stub_items(names: &FallbackNames) -> TokenStream {
    let ident = |s: &str| syn::parse_str::<syn::Ident>(s).ok();
    let mut out = quote! {
        /// Stand-in: the dialect has errors.
        pub fn register(_: &mut ::ods_runtime::Context) {}
    };
    if let (Some(ns), Some(d)) = (
        names.dialect.as_deref(),
        names.dialect_rust_name.as_deref().and_then(ident),
    ) {
        out.extend(quote! {
            /// Stand-in: the dialect has errors.
            pub struct #d;
            impl #d {
                /// Stand-in: the dialect has errors.
                pub const NAMESPACE: &'static str = #ns;
                /// Stand-in: the dialect has errors.
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
            /// Stand-in: the dialect has errors.
            pub struct #op(pub ::ods_runtime::Op);
            impl #op {
                /// Stand-in: the dialect has errors.
                pub const NAME: &'static str = #full;
            }
        });
    }
    for (rust, is_type) in &names.defs {
        let Some(def) = ident(rust).filter(|i| i != "register") else {
            continue;
        };
        let inner = if *is_type {
            quote! { ::ods_runtime::Type }
        } else {
            quote! { ::ods_runtime::Attribute }
        };
        out.extend(quote! {
            /// Stand-in: the dialect has errors.
            pub struct #def(pub #inner);
        });
    }
    let passes: Vec<_> = names
        .passes
        .iter()
        .filter_map(|p| ident(p))
        .filter(|i| i != "register" && i != "register_passes")
        .collect();
    if !passes.is_empty() {
        out.extend(quote! {
            #(
                /// Stand-in: the dialect has errors.
                #[derive(Default)]
                pub struct #passes;
            )*
            /// Stand-in: the dialect has errors.
            pub fn register_passes(_: &mut ::ods_runtime::pass::PassRegistry) {}
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_a_parsing_file() {
        let n = fallback_names(
            "dialect my_d { rust_name MyD }\nop \"add.i\" [] {}\nop Sub \"sub\" [] {}\n\
             op \"add.i\" [] {}\nop MyD \"x\" [] {}\n",
        )
        .unwrap();
        assert_eq!(n.dialect.as_deref(), Some("my_d"));
        assert_eq!(n.dialect_rust_name.as_deref(), Some("MyD"));
        assert_eq!(
            n.ops,
            vec![
                ("AddIOp".to_string(), "my_d.add.i".to_string()),
                ("Sub".to_string(), "my_d.sub".to_string())
            ]
        );
    }

    #[test]
    fn names_of_types_and_attributes() {
        let n = fallback_names(
            "dialect d {}\nop A \"a\" [] {}\ntype_def T \"t\" {}\nattr_def A \"x\" {}\n\
             attr_def S \"s\" {}\ntype_def T \"u\" {}\n",
        )
        .unwrap();
        assert_eq!(
            n.defs,
            vec![("T".to_string(), true), ("S".to_string(), false)]
        );
        let stubs = stub_items(&n).to_string();
        assert!(
            stubs.contains("pub struct T (pub :: ods_runtime :: Type) ;"),
            "{stubs}"
        );
        assert!(
            stubs.contains("pub struct S (pub :: ods_runtime :: Attribute) ;"),
            "{stubs}"
        );
    }

    #[test]
    fn stubs_for_passes() {
        let n = fallback_names(
            "dialect d {}\npass P \"p\" {}\npass P \"q\" {}\npass register \"r\" {}\n",
        )
        .unwrap();
        assert_eq!(n.passes, vec!["P".to_string(), "register".to_string()]);
        let file: syn::File = syn::parse2(stub_items(&n)).unwrap();
        assert!(item_summary(&file).ends_with("| struct P | fn register_passes"));
    }

    #[test]
    fn default_dialect_name_and_no_dialect() {
        let n = fallback_names("dialect t {}").unwrap();
        assert_eq!(n.dialect_rust_name.as_deref(), Some("TDialect"));
        let n = fallback_names("op \"a\" [] {}").unwrap();
        assert_eq!(n.dialect_rust_name, None);
        assert_eq!(n.ops, vec![("AOp".to_string(), ".a".to_string())]);
    }

    #[test]
    fn unparsable_file() {
        assert_eq!(fallback_names("dialect t {"), None);
    }

    #[test]
    fn stubs_for_dialect_and_ops() {
        let names = fallback_names(
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
        let names = fallback_names("op \"a\" [] {}").unwrap();
        let file: syn::File = syn::parse2(stub_items(&names)).unwrap();
        assert_eq!(
            item_summary(&file),
            "fn register | struct AOp | impl AOp { const NAME = \".a\"; }"
        );
    }
}
