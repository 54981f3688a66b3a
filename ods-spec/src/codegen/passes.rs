//! Pass generation: for each [`PassDef`] a struct with one typed field per option, its
//! `Default` (the declared defaults), index constants for its statistics, and its
//! `ods_runtime::pass::Pass` implementation (a static `PassInfo`, `set_option` and
//! `print_options` through the runtime's option parsers, `run` calling the author's
//! `ods_runtime::ods::hooks::RunPass`); `ods_runtime::pass::options::PassOption` for every
//! enum an option holds; and one `register_passes` function for the file.
//!
//! The struct's rustdoc and `odsc gen-doc`'s pass section read the same
//! [`crate::describe::PassDescription`].

use heck::ToShoutySnakeCase as _;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::enums::{doc_attrs, ident};
use crate::describe::{describe_pass, PassDescription};
use crate::model::{Model, PassDef, PassOptionDef, PassOptionType, PassOptionValue};

/// Generates every pass of the model, the `PassOption` impls of the enums they use, and
/// `register_passes`; nothing for a model without passes. (Code generation runs
/// [`gen_pass_shared`] and each [`gen_pass`] as chunks of their own, in this order.)
pub fn gen_passes(m: &Model) -> TokenStream {
    let mut out = gen_pass_shared(m);
    for p in &m.passes {
        out.extend(gen_pass(m, p));
    }
    out
}

/// The items shared by the passes of the model: the `PassOption` impls of the enums their
/// options hold, and `register_passes`; nothing without passes.
pub fn gen_pass_shared(m: &Model) -> TokenStream {
    if m.passes.is_empty() {
        return TokenStream::new();
    }
    let mut out = gen_enum_options(m);
    out.extend(gen_register_passes(m));
    out
}

/// `impl PassOption` for each enum an option holds (once per enum, in model order): parsed by
/// keyword with LLVM's message, printed as its keyword.
fn gen_enum_options(m: &Model) -> TokenStream {
    let mut used: Vec<usize> = m
        .passes
        .iter()
        .flat_map(|p| &p.options)
        .filter_map(|o| match o.ty {
            PassOptionType::Enum(id) => Some(id.index()),
            _ => None,
        })
        .collect();
    used.sort_unstable();
    used.dedup();
    let impls = used.into_iter().filter_map(|i| m.enums.get(i)).map(|e| {
        let name = ident(&e.name);
        quote! {
            impl __rt::pass::options::PassOption for #name {
                fn parse_option(text: &str) -> __rt::Result<Self, ::std::string::String> {
                    Self::from_keyword(text)
                        .ok_or_else(|| ::std::format!("Cannot find option named '{text}'!"))
                }
                fn print_option(&self, out: &mut ::std::string::String) {
                    out.push_str(self.as_str());
                }
            }
        }
    });
    quote! { #(#impls)* }
}

/// The Rust type of one value of an option.
fn scalar_type(m: &Model, ty: PassOptionType) -> TokenStream {
    match ty {
        PassOptionType::Bool => quote!(bool),
        PassOptionType::I32 => quote!(i32),
        PassOptionType::I64 => quote!(i64),
        PassOptionType::U32 => quote!(u32),
        PassOptionType::U64 => quote!(u64),
        PassOptionType::F64 => quote!(f64),
        PassOptionType::String => quote!(::std::string::String),
        PassOptionType::Enum(id) => {
            let name = m
                .enums
                .get(id.index())
                .map(|e| e.name.as_str())
                .unwrap_or("");
            let name = ident(name);
            quote!(#name)
        }
    }
}

/// The Rust type of an option's field.
fn field_type(m: &Model, o: &PassOptionDef) -> TokenStream {
    let t = scalar_type(m, o.ty);
    if o.list {
        quote!(::std::vec::Vec<#t>)
    } else {
        t
    }
}

/// A signed integer literal (negative values as a negation, which every integer type's
/// minimum survives).
fn int_literal(v: i128) -> TokenStream {
    let abs = Literal::u128_unsuffixed(v.unsigned_abs());
    if v < 0 {
        quote!(-#abs)
    } else {
        quote!(#abs)
    }
}

/// The initial value of an option's field.
fn default_value(m: &Model, o: &PassOptionDef) -> TokenStream {
    if o.list {
        return quote!(::std::vec::Vec::new());
    }
    match &o.default {
        Some(PassOptionValue::Int(v)) => int_literal(*v),
        Some(PassOptionValue::Float(f)) => {
            let v: f64 = f.parse().unwrap_or(0.0);
            let lit = Literal::f64_unsuffixed(v.abs());
            if v.is_sign_negative() {
                quote!(-#lit)
            } else {
                quote!(#lit)
            }
        }
        Some(PassOptionValue::Bool(b)) => quote!(#b),
        Some(PassOptionValue::Str(s)) => quote!(::std::string::String::from(#s)),
        Some(PassOptionValue::Case(i)) => {
            let PassOptionType::Enum(id) = o.ty else {
                return quote!(::core::default::Default::default());
            };
            let Some(c) = m.enums.get(id.index()).and_then(|e| e.cases.get(*i)) else {
                return quote!(::core::default::Default::default());
            };
            let ty = scalar_type(m, o.ty);
            let case = ident(&c.rust_name);
            quote!(#ty::#case)
        }
        None => quote!(::core::default::Default::default()),
    }
}

/// The pass struct, its `Default`, statistic constants and `Pass` implementation.
pub fn gen_pass(m: &Model, p: &PassDef) -> TokenStream {
    let d = describe_pass(m, p);
    let name = ident(&p.rust_name);
    let doc = doc_attrs(&d.rustdoc(), "");
    let fields = p.options.iter().map(|o| {
        let f = ident(&o.field);
        let ty = field_type(m, o);
        let mut text = format!("`{}`: {}", o.name, o.description);
        if !o.doc.is_empty() {
            text.push_str("\n\n");
            text.push_str(&o.doc);
        }
        let doc = doc_attrs(&text, "");
        quote! { #doc pub #f: #ty }
    });
    let defaults = p.options.iter().map(|o| {
        let f = ident(&o.field);
        let v = default_value(m, o);
        quote! { #f: #v }
    });
    let stats = gen_statistic_consts(p);
    let pass_impl = gen_pass_impl(p, &d);
    if p.options.is_empty() {
        return quote! {
            #doc
            #[derive(Clone, Copy, Debug, Default)]
            pub struct #name;
            #stats
            #pass_impl
        };
    }
    quote! {
        #doc
        #[derive(Clone, Debug)]
        pub struct #name {
            #(#fields,)*
        }
        impl ::core::default::Default for #name {
            fn default() -> Self {
                #name { #(#defaults,)* }
            }
        }
        #stats
        #pass_impl
    }
}

/// `impl Name { pub const NUM_X: usize = 0; ... }`, nothing without statistics.
fn gen_statistic_consts(p: &PassDef) -> TokenStream {
    if p.statistics.is_empty() {
        return TokenStream::new();
    }
    let name = ident(&p.rust_name);
    let consts = p.statistics.iter().enumerate().map(|(i, s)| {
        let c = ident(&s.field.to_shouty_snake_case());
        let doc = doc_attrs(
            &format!(
                "Statistic `{}` ({}): its index for `PassState::add_statistic`.",
                s.name, s.description
            ),
            "",
        );
        let i = Literal::usize_unsuffixed(i);
        quote! { #doc pub const #c: usize = #i; }
    });
    quote! {
        impl #name {
            #(#consts)*
        }
    }
}

/// The static `PassInfo` expression.
fn gen_info(d: &PassDescription) -> TokenStream {
    let argument = &d.argument;
    let rust_name = &d.rust_name;
    let summary = &d.summary;
    let description = &d.description;
    let anchor = match &d.anchor {
        Some(a) => quote!(__rt::Some(#a)),
        None => quote!(__rt::None),
    };
    let options = d.options.iter().map(|o| {
        let (name, description, value_name, default, list) =
            (&o.name, &o.description, &o.value_name, &o.default, o.list);
        let values = o.values.iter().map(|(k, v)| quote!((#k, #v)));
        quote! {
            OptionInfo {
                name: #name,
                description: #description,
                value_name: #value_name,
                default: #default,
                values: &[#(#values),*],
                list: #list,
            }
        }
    });
    let statistics = d.statistics.iter().map(|(name, description)| {
        quote! {
            StatisticInfo { name: #name, description: #description }
        }
    });
    let dialects = &d.dependent_dialects;
    quote! {
        PassInfo {
            argument: #argument,
            name: #rust_name,
            summary: #summary,
            description: #description,
            anchor: #anchor,
            options: &[#(#options),*],
            statistics: &[#(#statistics),*],
            dependent_dialects: &[#(#dialects),*],
        }
    }
}

/// `impl Pass for Name`: `info`, `run` (the author's `RunPass`), and with options
/// `set_option` and `print_options`.
fn gen_pass_impl(p: &PassDef, d: &PassDescription) -> TokenStream {
    let name = ident(&p.rust_name);
    let info = gen_info(d);
    let mut imports = vec![quote!(PassInfo)];
    if !p.options.is_empty() {
        imports.insert(0, quote!(OptionInfo));
    }
    if !p.statistics.is_empty() {
        imports.push(quote!(StatisticInfo));
    }
    let option_fns = if p.options.is_empty() {
        TokenStream::new()
    } else {
        gen_option_fns(p)
    };
    quote! {
        impl __rt::pass::Pass for #name {
            fn info(&self) -> &'static __rt::pass::PassInfo {
                use __rt::pass::{#(#imports),*};
                static INFO: PassInfo = #info;
                &INFO
            }
            fn run(
                &mut self,
                ctx: &mut __rt::Context,
                op: __rt::Op,
                state: &mut __rt::pass::PassState,
            ) -> __rt::pass::PassResult {
                <Self as __rt::hooks::RunPass>::run_on(self, ctx, op, state)
            }
            #option_fns
        }
    }
}

/// `set_option` (one arm per option) and `print_options`.
fn gen_option_fns(p: &PassDef) -> TokenStream {
    let arms = p.options.iter().map(|o| {
        let n = &o.name;
        let f = ident(&o.field);
        quote! { #n => parse_option(&mut self.#f, name, value) }
    });
    let values = p.options.iter().map(|o| {
        let n = &o.name;
        let f = ident(&o.field);
        let list = o.list;
        quote! { (#n, option_text(&self.#f), #list) }
    });
    quote! {
        fn set_option(
            &mut self,
            name: &str,
            value: __rt::Option<&str>,
        ) -> __rt::Result<(), __rt::pass::OptionError> {
            use __rt::pass::options::parse_option;
            match name {
                #(#arms,)*
                _ => __rt::Err(
                    __rt::pass::OptionError::NoSuchOption(name.to_string()),
                ),
            }
        }
        fn print_options(&self, out: &mut ::std::string::String) {
            use __rt::pass::options::{option_text, print_option_values};
            print_option_values(out, &mut [#(#values),*]);
        }
    }
}

/// `register_passes`: registers every pass of the file.
fn gen_register_passes(m: &Model) -> TokenStream {
    let list: Vec<String> = m
        .passes
        .iter()
        .map(|p| format!("`{}` ([`{}`])", p.argument, p.rust_name))
        .collect();
    let doc = doc_attrs(
        &format!(
            "Registers the passes of this file in `registry`: {}.",
            list.join(", ")
        ),
        "",
    );
    let regs = m.passes.iter().map(|p| {
        let name = ident(&p.rust_name);
        quote! { registry.register::<#name>(); }
    });
    quote! {
        #doc
        pub fn register_passes(registry: &mut __rt::pass::PassRegistry) {
            #(#regs)*
        }
    }
}
