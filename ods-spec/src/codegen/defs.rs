//! Dialect types and attributes (`type_def` / `attr_def`, MLIR's `TypeDef` / `AttrDef`): per
//! definition the parameter struct, the handle with `get`/`get_checked`/`from_type`/getters,
//! builders, the parser and printer (from the declarative format, or the user's hooks with
//! `custom_assembly`), the mutable part, and the registration statements; per
//! `type_interface` / `attr_interface` the trait, its model and cast function.
//!
//! The handle implements `ods_runtime::ods::hooks::AttrOrTypeDef` (naming its parameter
//! struct); the user's hooks are called through their traits (`VerifyParams`,
//! `CustomTypeAssembly`, `CustomAttrAssembly`), so rustc checks their signatures at the user's
//! `impl`.
//!
//! The format code follows MLIR's `AttrOrTypeFormatGen`: spacing is decided at generation time
//! with its two flags (`shouldEmitSpace`, `lastWasPunctuation`), and every parameter parse that
//! fails gets MLIR's second error through `ods_runtime::ods::defs::param_failed`.

use heck::ToSnakeCase;
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};

use super::code;
use super::enums::{doc_attrs, docs_text};
use crate::format::{DefCustomArg, DefElement, DefElementKind, DefOptionalGroup};
use crate::model::*;

fn id(name: &str) -> proc_macro2::Ident {
    super::enums::ident(name)
}

/// The identifier of a parameter's field, getter and builder argument: raw for a Rust keyword
/// (`type` is `r#type`), which validation allowed.
fn param_id(name: &str) -> proc_macro2::Ident {
    if syn::parse_str::<proc_macro2::Ident>(name).is_ok() {
        id(name)
    } else if crate::validate::is_raw_ident_keyword(name) {
        proc_macro2::Ident::new_raw(name, Span::call_site())
    } else {
        id(name)
    }
}

fn ty_tokens(text: &str) -> TokenStream {
    crate::nesting::parse_str::<syn::Type>(text)
        .map(|t| quote!(#t))
        .unwrap_or_else(|_| quote!(()))
}

/// What a definition's handle wraps.
struct Kind {
    inner: TokenStream,
    from: proc_macro2::Ident,
    as_: proc_macro2::Ident,
    def_ty: TokenStream,
}

fn kind(k: DefKind) -> Kind {
    match k {
        DefKind::Type => Kind {
            inner: quote!(__rt::Type),
            from: format_ident!("from_type"),
            as_: format_ident!("as_type"),
            def_ty: quote!(__rt::registry::TypeDefinition),
        },
        DefKind::Attr => Kind {
            inner: quote!(__rt::Attribute),
            from: format_ident!("from_attr"),
            as_: format_ident!("as_attr"),
            def_ty: quote!(__rt::registry::AttrDefinition),
        },
    }
}

/// Prelude parameter kinds whose values are `Copy` (getters return them by value).
const COPY_PARAMS: &[&str] = &[
    "bool",
    "i8",
    "i16",
    "i32",
    "i64",
    "u8",
    "u16",
    "u32",
    "u64",
    "Type",
    "Attribute",
];

/// Rust types of `param_type`s whose values are `Copy` (getters return them by value).
const COPY_RUST_TYPES: &[&str] = &[
    "bool",
    "char",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "f32",
    "f64",
    "::ods_runtime::Type",
    "::ods_runtime::Attribute",
    "ods_runtime::Type",
    "ods_runtime::Attribute",
];

fn base_is_copy(m: &Model, b: &ParamBase) -> bool {
    match b {
        ParamBase::Param(id) => m.param_types.get(id.index()).is_some_and(|t| {
            COPY_PARAMS.contains(&t.name.as_str())
                || COPY_RUST_TYPES.contains(&t.rust_type.replace(' ', "").as_str())
        }),
        ParamBase::Enum(_) | ParamBase::TypeDef(_) | ParamBase::AttrDef(_) => true,
        ParamBase::SelfType => true,
        ParamBase::Array(_) => false,
    }
}

/// The Rust type of one value of `b`.
fn base_type(m: &Model, b: &ParamBase) -> TokenStream {
    match b {
        ParamBase::Param(id) => m
            .param_types
            .get(id.index())
            .map(|t| ty_tokens(&t.rust_type))
            .unwrap_or_else(|| quote!(())),
        ParamBase::Enum(e) => m
            .enums
            .get(e.index())
            .map(|e| {
                let n = id(&e.name);
                quote!(#n)
            })
            .unwrap_or_else(|| quote!(())),
        ParamBase::TypeDef(d) => {
            let n = id(&m.type_def(*d).rust_name);
            quote!(#n)
        }
        ParamBase::AttrDef(d) => {
            let n = id(&m.attr_def(*d).rust_name);
            quote!(#n)
        }
        ParamBase::Array(e) => {
            let e = base_type(m, e);
            quote!(::std::vec::Vec<#e>)
        }
        ParamBase::SelfType => quote!(__rt::Type),
    }
}

/// The name used in the "failed to parse ... which is to be a `X`" message.
fn message_type(m: &Model, b: &ParamBase) -> String {
    match b {
        ParamBase::Param(id) => m
            .param_types
            .get(id.index())
            .map(|t| {
                t.message_type
                    .clone()
                    .unwrap_or_else(|| t.rust_type.clone())
            })
            .unwrap_or_default(),
        ParamBase::Enum(e) => m
            .enums
            .get(e.index())
            .map(|e| {
                if e.cpp_namespace.is_empty() {
                    e.name.clone()
                } else {
                    format!("{}::{}", e.cpp_namespace.trim_end_matches("::"), e.name)
                }
            })
            .unwrap_or_default(),
        ParamBase::TypeDef(d) => def_cpp_name(m.type_def(*d)),
        ParamBase::AttrDef(d) => def_cpp_name(m.attr_def(*d)),
        ParamBase::Array(e) => format!("::llvm::ArrayRef<{}>", message_type(m, e)),
        ParamBase::SelfType => "::mlir::Type".into(),
    }
}

fn def_cpp_name(d: &AttrOrTypeDef) -> String {
    d.cpp_name.clone().unwrap_or_else(|| d.rust_name.clone())
}

/// The type of the parameter's field (an `Optional` parameter is an `Option`).
fn field_type(m: &Model, p: &DefParameter) -> TokenStream {
    let t = base_type(m, &p.base);
    if p.presence == ParamPresence::Optional {
        quote!(__rt::Option<#t>)
    } else {
        t
    }
}

/// The getter's return type and its body over `v`, a reference to the stored field.
fn getter_parts(m: &Model, p: &DefParameter) -> (TokenStream, TokenStream) {
    let t = base_type(m, &p.base);
    let copy = base_is_copy(m, &p.base);
    let is_string = matches!(&p.base, ParamBase::Param(id) if m.param_types.get(id.index()).is_some_and(|t| t.name == "String"));
    let (one_ty, one): (TokenStream, fn(TokenStream) -> TokenStream) = match (&p.base, copy) {
        (_, true) => (t.clone(), |v| quote!(*#v)),
        (ParamBase::Array(e), _) => {
            let e = base_type(m, e);
            (quote!(&[#e]), |v| quote!(#v.as_slice()))
        }
        _ if is_string => (quote!(&str), |v| quote!(#v.as_str())),
        _ => (quote!(&#t), |v| quote!(#v)),
    };
    if p.presence == ParamPresence::Optional {
        let body = one(quote!(v));
        (quote!(__rt::Option<#one_ty>), quote!(|v| #body))
    } else {
        (one_ty, one(quote!(v)))
    }
}

/// Generates every type and attribute definition and every def interface.
pub fn gen_defs(m: &Model) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    let mut out = TokenStream::new();
    let mut errors = Vec::new();
    for i in &m.def_interfaces {
        out.extend(gen_def_interface(i));
    }
    for d in m.defs() {
        match gen_def(m, d) {
            Ok(t) => out.extend(t),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// The markdown doc of a definition: summary, description, syntax and parameter table.
fn def_doc(m: &Model, d: &AttrOrTypeDef) -> String {
    let mut s = format!("`{}{}`", d.kind.sigil(), d.full_name());
    if !d.docs.summary.is_empty() {
        s.push_str(&format!(": {}", d.docs.summary));
    }
    s.push('\n');
    let text = docs_text(&d.docs);
    let desc = text
        .strip_prefix(d.docs.summary.as_str())
        .unwrap_or(&text)
        .trim();
    if !desc.is_empty() {
        s.push('\n');
        s.push_str(desc);
        s.push('\n');
    }
    if let Some(f) = &d.format {
        s.push_str(&format!(
            "\nSyntax: `{}{} {}`\n",
            d.kind.sigil(),
            d.full_name(),
            f.text.trim()
        ));
    }
    let shown: Vec<&DefParameter> = d.parameters.iter().collect();
    if !shown.is_empty() {
        s.push_str("\n# Parameters\n\n| Parameter | Kind | Description |\n|---|---|---|\n");
        for p in shown {
            s.push_str(&format!(
                "| `{}` | `{}` | {} |\n",
                p.name,
                p.kind_text,
                p.doc.replace('\n', " ").replace('|', "\\|")
            ));
        }
    }
    let _ = m;
    s
}

fn gen_def(m: &Model, d: &AttrOrTypeDef) -> Result<TokenStream, OdsDiagnostic> {
    let k = kind(d.kind);
    let name = id(&d.rust_name);
    let params_ty = format_ident!("{}Params", d.rust_name);
    let inner = &k.inner;
    let (from, as_) = (&k.from, &k.as_);
    let def_ty = &k.def_ty;
    let full = d.full_name();
    let (dialect, mnemonic) = (&d.dialect, &d.mnemonic);
    let doc = doc_attrs(&def_doc(m, d), &full);
    let pdoc = format!(" The parameters of `{}{}`.", d.kind.sigil(), full);

    let fields = d.parameters.iter().map(|p| {
        let f = param_id(&p.name);
        let t = field_type(m, p);
        let fd = doc_attrs(&p.doc, &format!("`{}`", p.name));
        quote! { #fd pub #f: #t }
    });
    let getters = d.parameters.iter().map(|p| param_getter(m, p));
    let params_fn = match d.kind {
        DefKind::Type => quote!(__rt::defs::type_params::<#params_ty>(ctx, self.0)),
        DefKind::Attr => quote!(__rt::defs::attr_params::<#params_ty>(ctx, self.0)),
    };
    let lookup = match d.kind {
        DefKind::Type => quote!(ctx.type_params::<#params_ty>(v)),
        DefKind::Attr => quote!(ctx.attr_params::<#params_ty>(v)),
    };
    let verify = gen_verify_fn(d, &params_ty);
    let builders = default_builders(m, d, &params_ty);
    let custom_builders = d
        .builders
        .iter()
        .map(gen_builder)
        .collect::<Result<Vec<_>, _>>()?;
    let extras = d
        .extra
        .iter()
        .map(|c| code::parse_items(c, &[]))
        .collect::<Result<Vec<_>, _>>()?;
    let (parse_fn, print_fn) = gen_asm(m, d, &params_ty)?;
    let mutable = gen_mutable(m, d, &name);
    let ty_fn = match d.self_type_param() {
        Some(i) => {
            let f = param_id(&d.parameters[i].name);
            quote! {
                ty: __rt::Some(|ctx: &__rt::Context, a: __rt::Attribute| {
                    ctx.attr_params::<#params_ty>(a).map(|p| p.#f).unwrap_or(ctx.common.none)
                }),
            }
        }
        None if d.kind == DefKind::Attr => quote!(ty: __rt::None,),
        None => quote!(),
    };
    let hdoc = format!(" `{}{}` handle.", d.kind.sigil(), full);
    let def_doc = format!(" The registration of `{}{}`.", d.kind.sigil(), full);
    let from_doc = format!(" `v` as a `{}`, when it is one.", d.rust_name);
    Ok(quote! {
        #[doc = #pdoc]
        #[derive(Clone, PartialEq, Eq, Hash, Debug)]
        pub struct #params_ty {
            #(#fields,)*
        }

        __rt::__ods_def_handle! {
            #doc
            pub struct #name(#inner);
        }

        #[allow(clippy::too_many_arguments)]
        impl #name {
            /// The full name (`dialect.mnemonic`).
            pub const NAME: &'static str = #full;
            /// The mnemonic.
            pub const MNEMONIC: &'static str = #mnemonic;
            #[doc = #def_doc]
            pub const DEFINITION: #def_ty = #def_ty {
                dialect: #dialect,
                mnemonic: #mnemonic,
                storage: ::core::any::TypeId::of::<#params_ty>,
                parse: #name::__ods_parse,
                print: #name::__ods_print,
                #ty_fn
            };
            #builders
            #(#custom_builders)*
            #[doc = #from_doc]
            pub fn #from(ctx: &__rt::Context, v: #inner) -> __rt::Option<Self> {
                #lookup.map(|_| Self(v))
            }
            #[doc = #hdoc]
            pub fn #as_(self) -> #inner {
                self.0
            }
            /// All parameters.
            pub fn params(self, ctx: &__rt::Context) -> &#params_ty {
                #params_fn
            }
            #(#getters)*
            #verify
            #parse_fn
            #print_fn
        }

        impl ::core::convert::From<#name> for #inner {
            fn from(v: #name) -> Self {
                v.0
            }
        }

        impl __rt::hooks::AttrOrTypeDef for #name {
            type Params = #params_ty;
        }

        #mutable

        #(impl #name { #extras })*
    })
}

/// The getter of one parameter: by value for `Copy` kinds (and `Option`s of them), else by
/// reference through the parameter type's getter expression.
fn param_getter(m: &Model, p: &DefParameter) -> TokenStream {
    let f = param_id(&p.name);
    let (rt, body) = getter_parts(m, p);
    let gd = format!(" The `{}` parameter.", p.name);
    let is_string = matches!(&p.base, ParamBase::Param(id) if m.param_types.get(id.index()).is_some_and(|t| t.name == "String"));
    if base_is_copy(m, &p.base) {
        // `Copy` kinds (and `Option`s of them) by value
        return quote! {
            #[doc = #gd]
            pub fn #f(self, ctx: &__rt::Context) -> #rt {
                self.params(ctx).#f
            }
        };
    }
    let (params_fn, v) = if p.presence == ParamPresence::Optional && is_string {
        (quote!(.as_deref()), quote!())
    } else if p.presence == ParamPresence::Optional {
        (quote!(.as_ref().map(#body)), quote!())
    } else {
        (quote!(), body)
    };
    if p.presence == ParamPresence::Optional {
        quote! {
            #[doc = #gd]
            pub fn #f(self, ctx: &__rt::Context) -> #rt {
                self.params(ctx).#f #params_fn
            }
        }
    } else {
        quote! {
            #[doc = #gd]
            pub fn #f(self, ctx: &__rt::Context) -> #rt {
                let v = &self.params(ctx).#f;
                #v
            }
        }
    }
}

/// The parameters as builder parameters (`name: Type`) and their names.
fn param_args(m: &Model, params: &[DefParameter]) -> (Vec<TokenStream>, Vec<proc_macro2::Ident>) {
    let args = params
        .iter()
        .map(|p| {
            let f = param_id(&p.name);
            let t = field_type(m, p);
            quote!(#f: #t)
        })
        .collect();
    (args, params.iter().map(|p| param_id(&p.name)).collect())
}

/// `get` and `get_checked` from all parameters (nothing with `skip_default_builders`).
fn default_builders(m: &Model, d: &AttrOrTypeDef, params_ty: &proc_macro2::Ident) -> TokenStream {
    let (args, names) = param_args(m, &d.parameters);
    let intern = intern_tokens(d.kind, params_ty);
    if d.skip_default_builders {
        TokenStream::new()
    } else {
        quote! {
            /// Builds it without verifying the parameters.
            pub fn get(ctx: &mut __rt::Context, #(#args),*) -> Self {
                let params = #params_ty { #(#names),* };
                #intern
            }
            /// Builds it after running the verifier; its error is located at `loc`.
            pub fn get_checked(
                ctx: &mut __rt::Context,
                loc: __rt::Location,
                #(#args),*
            ) -> __rt::Result<Self, __rt::Diagnostic> {
                let params = #params_ty { #(#names),* };
                if let __rt::Err(msg) = Self::__ods_verify(ctx, &params) {
                    return __rt::Err(__rt::defs::verify_error(loc, msg));
                }
                __rt::Ok({ #intern })
            }
        }
    }
}

fn intern_tokens(k: DefKind, params_ty: &proc_macro2::Ident) -> TokenStream {
    match k {
        DefKind::Type => quote! {
            let def = ctx.type_def_id(&Self::DEFINITION);
            Self(ctx.dialect_type(def, __rt::ir::defs::DefParams::new::<#params_ty>(params)))
        },
        DefKind::Attr => quote! {
            let def = ctx.attr_def_id(&Self::DEFINITION);
            Self(ctx.dialect_attr(def, __rt::ir::defs::DefParams::new::<#params_ty>(params)))
        },
    }
}

/// `__ods_verify`: the user's `verify` hook (`ods_runtime::ods::hooks::VerifyParams`) when
/// `has_verifier`.
fn gen_verify_fn(d: &AttrOrTypeDef, params_ty: &proc_macro2::Ident) -> TokenStream {
    let body = if d.has_verifier {
        quote!(<Self as __rt::hooks::VerifyParams>::verify(ctx, params))
    } else {
        quote! {
            let _ = (ctx, params);
            __rt::Ok(())
        }
    };
    quote! {
        #[doc(hidden)]
        pub fn __ods_verify(
            ctx: &__rt::Context,
            params: &#params_ty,
        ) -> __rt::Result<(), ::std::string::String> {
            #body
        }
    }
}

fn gen_builder(b: &BuilderDef) -> Result<TokenStream, OdsDiagnostic> {
    let name = id(&b.name);
    // validated: a Rust parameter list
    let params: TokenStream = crate::validate::builder_params_text(b)
        .parse()
        .unwrap_or_default();
    let body = code::parse_block_body(&b.body, &[])?;
    let doc = doc_attrs(&b.doc, &format!("The `{}` builder.", b.name));
    Ok(quote! {
        #doc
        pub fn #name(ctx: &mut __rt::Context, #params) -> Self {
            #body
        }
    })
}

/// The mutable part: its struct, `set_mutable` and getters.
fn gen_mutable(m: &Model, d: &AttrOrTypeDef, name: &proc_macro2::Ident) -> TokenStream {
    if d.mutable_parameters.is_empty() || d.kind != DefKind::Type {
        return TokenStream::new();
    }
    let mty = format_ident!("{}Mutable", d.rust_name);
    let fields = d.mutable_parameters.iter().map(|p| {
        let f = param_id(&p.name);
        let t = field_type(m, p);
        let fd = doc_attrs(&p.doc, &format!("`{}`", p.name));
        quote! { #fd pub #f: #t }
    });
    let (args, names) = param_args(m, &d.mutable_parameters);
    let getters = d.mutable_parameters.iter().map(|p| {
        let f = param_id(&p.name);
        let (rt, body) = getter_parts(m, p);
        let gd = format!(" The mutable `{}` parameter, once set.", p.name);
        if p.presence == ParamPresence::Optional {
            quote! {
                #[doc = #gd]
                pub fn #f(self, ctx: &__rt::Context) -> __rt::Option<#rt> {
                    ctx.mutable_type_part::<#mty>(self.0).map(|m| m.#f.as_ref().map(#body))
                }
            }
        } else {
            quote! {
                #[doc = #gd]
                pub fn #f(self, ctx: &__rt::Context) -> __rt::Option<#rt> {
                    ctx.mutable_type_part::<#mty>(self.0).map(|m| { let v = &m.#f; #body })
                }
            }
        }
    });
    let sdoc = format!(" The mutable part of `!{}`.", d.full_name());
    quote! {
        #[doc = #sdoc]
        #[derive(Clone, PartialEq, Eq, Hash, Debug)]
        pub struct #mty {
            #(#fields,)*
        }
        impl #name {
            /// Sets the mutable part, once: `false` (and no change) when it is already set to
            /// something else.
            pub fn set_mutable(self, ctx: &mut __rt::Context, #(#args),*) -> bool {
                ctx.set_mutable_type_part(self.0, __rt::ir::defs::DefParams::new(#mty { #(#names),* }))
            }
            #(#getters)*
        }
    }
}

// ------------------------------------------------------------------ assembly

fn gen_asm(
    m: &Model,
    d: &AttrOrTypeDef,
    params_ty: &proc_macro2::Ident,
) -> Result<(TokenStream, TokenStream), OdsDiagnostic> {
    let (inner, ret) = match d.kind {
        DefKind::Type => (quote!(__rt::Type), quote!(__rt::Type)),
        DefKind::Attr => (quote!(__rt::Attribute), quote!(__rt::Attribute)),
    };
    let ty_arg = match d.kind {
        DefKind::Type => quote!(),
        DefKind::Attr => quote!(, ty: __rt::Option<__rt::Type>),
    };
    let ty_pass = match d.kind {
        DefKind::Type => quote!(),
        DefKind::Attr => quote!(, ty),
    };
    let Some(f) = d.def_format.as_ref().filter(|_| !d.custom_assembly) else {
        // the user's `CustomTypeAssembly` / `CustomAttrAssembly`
        let hooks = match d.kind {
            DefKind::Type => quote!(__rt::hooks::CustomTypeAssembly),
            DefKind::Attr => quote!(__rt::hooks::CustomAttrAssembly),
        };
        return Ok((
            quote! {
                #[doc(hidden)]
                pub fn __ods_parse(
                    p: &mut __rt::registry::DialectAsmParser<'_, '_> #ty_arg
                ) -> __rt::Result<#ret, __rt::Diagnostic> {
                    <Self as #hooks>::parse(p #ty_pass).map(|v| v.0)
                }
            },
            quote! {
                #[doc(hidden)]
                pub fn __ods_print(p: &mut __rt::registry::DialectAsmPrinter<'_, '_>, v: #inner) {
                    <Self as #hooks>::print(Self(v), p)
                }
            },
        ));
    };
    let g = FormatGen { m, d };
    let parse_body = g.parse_elements(&f.elements)?;
    let mut st = PrintState {
        should_emit_space: true,
        last_was_punct: false,
    };
    let print_body = g.print_elements(&f.elements, &mut st)?;
    let slots = d.parameters.iter().map(|p| {
        let s = slot(&p.name);
        let t = base_type(m, &p.base);
        quote!(let mut #s: __rt::Option<#t> = __rt::None;)
    });
    let finals = d.parameters.iter().enumerate().map(|(i, p)| {
        let s = slot(&p.name);
        let f = final_id(&p.name);
        let pname = &p.name;
        if p.is_self_type() {
            // the trailing `: type`, else the default (MLIR's type builder), else NoneType
            let fallback = match &p.presence {
                ParamPresence::DefaultValued { default } => {
                    default_tokens(d, i, default)
                }
                _ => quote!(p.ctx().common.none),
            };
            return quote! {
                let _ = #s;
                let #f = match ty {
                    __rt::Some(t) => t,
                    __rt::None => #fallback,
                };
            };
        }
        match &p.presence {
            ParamPresence::Optional => quote!(let #f = #s;),
            ParamPresence::DefaultValued { default } => {
                let e = default_tokens(d, i, default);
                quote!(let #f = #s.unwrap_or_else(|| #e);)
            }
            ParamPresence::Required => quote! {
                let __rt::Some(#f) = #s else {
                    return __rt::Err(p.emit_error(__ods_loc, &::std::format!("struct is missing required parameter: {}", #pname)));
                };
            },
        }
    });
    let names: Vec<proc_macro2::Ident> = d.parameters.iter().map(|p| param_id(&p.name)).collect();
    let values: Vec<proc_macro2::Ident> = d.parameters.iter().map(|p| final_id(&p.name)).collect();
    let intern = intern_tokens(d.kind, params_ty);
    let lookup = match d.kind {
        DefKind::Type => quote!(p.ctx().type_params::<#params_ty>(v)),
        DefKind::Attr => quote!(p.ctx().attr_params::<#params_ty>(v)),
    };
    let unused_ty = if d.kind == DefKind::Attr && d.self_type_param().is_none() {
        quote!(let _ = ty;)
    } else {
        quote!()
    };
    Ok((
        quote! {
            #[doc(hidden)]
            #[allow(unused_mut, clippy::let_unit_value, clippy::redundant_closure, clippy::unnecessary_lazy_evaluations)]
            pub fn __ods_parse(
                p: &mut __rt::registry::DialectAsmParser<'_, '_> #ty_arg
            ) -> __rt::Result<#ret, __rt::Diagnostic> {
                #unused_ty
                let __ods_loc = p.current_location();
                #(#slots)*
                #parse_body
                #(#finals)*
                let params = #params_ty { #(#names: #values),* };
                if let __rt::Err(msg) = Self::__ods_verify(p.ctx(), &params) {
                    return __rt::Err(__rt::defs::parse_verify_error(p, __ods_loc, &msg));
                }
                let ctx = p.ctx();
                __rt::Ok({ #intern }.0)
            }
        },
        quote! {
            #[doc(hidden)]
            #[allow(unused_variables)]
            pub fn __ods_print(p: &mut __rt::registry::DialectAsmPrinter<'_, '_>, v: #inner) {
                let __rt::Some(params) = #lookup else {
                    return;
                };
                #print_body
            }
        },
    ))
}

fn slot(name: &str) -> proc_macro2::Ident {
    format_ident!("__ods_{}", name)
}

/// The parser's local holding a parameter's final value (slot filled or defaulted).
fn final_id(name: &str) -> proc_macro2::Ident {
    format_ident!("__ods_f_{}", name)
}

/// The placeholders of the default of parameter `i` of `d`: `$_ctx` (the context: `&mut
/// Context` in the parser, `&Context` in the printer) and, in the default of a `SelfType`
/// parameter (which only the parser evaluates), `$name` for each earlier parameter (a reference
/// to its value). Validation rejects any other `$name`.
pub(crate) fn default_subst(d: &AttrOrTypeDef, i: usize) -> Vec<(String, String)> {
    let mut v = vec![("_ctx".to_string(), "p.ctx()".to_string())];
    if d.parameters.get(i).is_some_and(|p| p.is_self_type()) {
        for q in d.parameters.iter().take(i) {
            v.push((q.name.clone(), format!("(&{})", final_id(&q.name))));
        }
    }
    v
}

/// The default of parameter `i` as an expression (validated to parse).
fn default_tokens(d: &AttrOrTypeDef, i: usize, default: &Code) -> TokenStream {
    let subst = default_subst(d, i);
    let pairs: Vec<(&str, &str)> = subst
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    code::parse_expr(default, &pairs)
        .unwrap_or_else(|_| quote!(::core::default::Default::default()))
}

struct FormatGen<'m> {
    m: &'m Model,
    d: &'m AttrOrTypeDef,
}

struct PrintState {
    should_emit_space: bool,
    last_was_punct: bool,
}

/// MLIR's `shouldEmitSpaceBefore`.
fn space_before(v: &str, last_was_punct: bool) -> bool {
    if v.len() != 1 && v != "->" {
        return true;
    }
    let c = v.chars().next().unwrap_or(' ');
    if last_was_punct {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

/// The `OpAsmParser` method for a punctuation literal.
fn punct_method(v: &str, optional: bool) -> Option<proc_macro2::Ident> {
    let n = match v {
        "->" => "arrow",
        ":" => "colon",
        "," => "comma",
        "=" => "equal",
        "<" => "less",
        ">" => "greater",
        "(" => "lparen",
        ")" => "rparen",
        "[" => "lsquare",
        "]" => "rsquare",
        "{" => "lbrace",
        "}" => "rbrace",
        "?" => "question",
        "*" => "star",
        "|" => "vertical_bar",
        "..." => "ellipsis",
        "+" => "plus",
        "-" => "minus",
        _ => return None,
    };
    Some(if optional {
        format_ident!("parse_optional_{}", n)
    } else {
        format_ident!("parse_{}", n)
    })
}

impl FormatGen<'_> {
    fn param(&self, i: usize) -> Option<&DefParameter> {
        self.d.parameters.get(i)
    }

    /// An expression of type `PResult<T>` parsing one value of `b`.
    fn parse_value(&self, b: &ParamBase) -> TokenStream {
        let m = self.m;
        match b {
            ParamBase::Param(pid) => {
                let Some(pt) = m.param_types.get(pid.index()) else {
                    return quote!(__rt::Err(p.emit_error_here("unknown parameter kind")));
                };
                let t = ty_tokens(&pt.rust_type);
                match &pt.parser {
                    Some(c) => code::parse_expr(c, &[("_parser", "p")])
                        .unwrap_or_else(|_| quote!(<#t as __rt::defs::Field>::parse_field(p))),
                    None => quote!(<#t as __rt::defs::Field>::parse_field(p)),
                }
            }
            ParamBase::Enum(e) => {
                let n = id(&m.enums[e.index()].name);
                quote!(__rt::defs::parse_enum::<#n>(p, &#n::__ODS_INFO))
            }
            ParamBase::TypeDef(dd) => {
                // stripped or full, with or without `qualified` (MLIR's FieldParser)
                let n = id(&m.type_def(*dd).rust_name);
                quote!(__rt::defs::parse_def_type(p, &#n::DEFINITION).map(#n::__ods_unchecked))
            }
            ParamBase::AttrDef(dd) => {
                let n = id(&m.attr_def(*dd).rust_name);
                quote!(__rt::defs::parse_def_attr(p, &#n::DEFINITION).map(#n::__ods_unchecked))
            }
            ParamBase::Array(e) => {
                let inner = self.parse_value(e);
                quote!(__rt::defs::parse_list(p, |p| #inner))
            }
            ParamBase::SelfType => quote!(p.parse_type()),
        }
    }

    /// Statements storing a parsed value of parameter `i` in its slot, with the second error.
    fn parse_param(&self, i: usize) -> TokenStream {
        let Some(p) = self.param(i) else {
            return TokenStream::new();
        };
        let s = slot(&p.name);
        let def = &self.d.rust_name;
        let pname = &p.name;
        let mt = message_type(self.m, &p.base);
        let failed = quote!(|d| __rt::defs::param_failed(p, d, #def, #pname, #mt));
        if p.presence == ParamPresence::Optional {
            // MLIR's `FieldParser<std::optional<T>>`: a value if one is there
            let v = self.parse_optional_param(p);
            return quote! {
                let __ods_r = #v;
                #s = __ods_r.map_err(#failed)?;
            };
        }
        let v = self.parse_value(&p.base);
        quote! {
            let __ods_r = #v;
            #s = __rt::Some(__ods_r.map_err(#failed)?);
        }
    }

    /// An expression of type `PResult<Option<T>>`: the value of parameter `p` if one starts
    /// here (the kind's `Field::parse_optional_field`, for the prelude's kinds and kinds without
    /// a `parser`; for a kind with its own parser, a value unless the next token closes or
    /// separates).
    fn parse_optional_param(&self, p: &DefParameter) -> TokenStream {
        let v = self.parse_value(&p.base);
        if let ParamBase::Param(pid) = &p.base {
            if let Some(pt) = self.m.param_types.get(pid.index()) {
                // the prelude's kinds parse as their `Field` does
                let prelude = COPY_PARAMS.contains(&pt.name.as_str())
                    || matches!(pt.name.as_str(), "String" | "APInt" | "APFloat");
                if pt.parser.is_none() || prelude {
                    let t = ty_tokens(&pt.rust_type);
                    return quote!(<#t as __rt::defs::Field>::parse_optional_field(p));
                }
            }
        }
        quote!(if __rt::defs::at_value_end(p) { __rt::Ok(__rt::None) } else { #v.map(__rt::Some) })
    }

    /// `params` (MLIR's `genParamsParser`): the parameters separated by commas. After an
    /// optional parameter, the comma is only read when the parameter is present (a value
    /// equal to the default counts as absent); after the last required parameter, a missing
    /// comma ends the list.
    fn parse_params(&self, ps: &[usize]) -> TokenStream {
        let params: Vec<(usize, &DefParameter)> = ps
            .iter()
            .filter_map(|&i| self.param(i).map(|p| (i, p)))
            .collect();
        let last_required = params
            .iter()
            .rposition(|(_, p)| !p.is_optional())
            .unwrap_or(0);
        let mut out = TokenStream::new();
        for (n, &(i, _)) in params.iter().enumerate() {
            if n > 0 {
                let prev = params[n - 1].1;
                let s = slot(&prev.name);
                // after an optional parameter, only when it is present
                let guard = match prev.presence {
                    ParamPresence::Required => None,
                    ParamPresence::Optional => Some(quote!(#s.is_some())),
                    ParamPresence::DefaultValued { .. } => {
                        let present = self
                            .present(prev, quote!((*__ods_v)))
                            .unwrap_or_else(|| quote!(true));
                        Some(quote!(#s.as_ref().is_some_and(|__ods_v| #present)))
                    }
                };
                out.extend(match (n <= last_required, guard) {
                    (true, None) => quote!(p.parse_comma()?;),
                    (true, Some(g)) => quote!(if #g { p.parse_comma()?; }),
                    (false, None) => quote!(if !p.parse_optional_comma() {
                        break '__ods_params;
                    }),
                    (false, Some(g)) => {
                        quote!(if #g && !p.parse_optional_comma() { break '__ods_params; })
                    }
                });
            }
            out.extend(self.parse_param(i));
        }
        if last_required + 1 < params.len() {
            quote!('__ods_params: { #out })
        } else {
            out
        }
    }

    fn parse_elements(&self, es: &[DefElement]) -> Result<TokenStream, OdsDiagnostic> {
        let mut out = TokenStream::new();
        for e in es {
            out.extend(self.parse_element(e)?);
        }
        Ok(out)
    }

    fn parse_literal(&self, v: &str, optional: bool) -> TokenStream {
        match punct_method(v, optional) {
            Some(f) => {
                if optional {
                    quote!(p.#f())
                } else {
                    quote!(p.#f()?;)
                }
            }
            None if optional => quote!(p.parse_optional_keyword(#v)),
            None => quote!(p.parse_keyword(#v)?;),
        }
    }

    fn parse_element(&self, e: &DefElement) -> Result<TokenStream, OdsDiagnostic> {
        Ok(match &e.kind {
            DefElementKind::Literal(v) => self.parse_literal(v, false),
            DefElementKind::Space | DefElementKind::Newline | DefElementKind::NoSpace => {
                TokenStream::new()
            }
            DefElementKind::Param { param, .. } => self.parse_param(*param),
            DefElementKind::Params(ps) => self.parse_params(ps),
            DefElementKind::Struct(ps) => {
                let names: Vec<&str> = ps
                    .iter()
                    .filter_map(|i| self.param(*i).map(|p| p.name.as_str()))
                    .collect();
                let optional: Vec<bool> = ps
                    .iter()
                    .filter_map(|i| self.param(*i).map(|p| p.is_optional()))
                    .collect();
                let arms = ps.iter().enumerate().map(|(n, i)| {
                    let body = self.parse_param(*i);
                    quote!(#n => { #body })
                });
                quote! {
                    __rt::defs::parse_struct(p, &[#(#names),*], &[#(#optional),*], &mut |p, i| {
                        match i {
                            #(#arms)*
                            _ => {}
                        }
                        __rt::Ok(())
                    })?;
                }
            }
            DefElementKind::Custom { name, args } => {
                let f = format_ident!("parse_{}", name.to_snake_case());
                let args = args.iter().map(|a| match a {
                    DefCustomArg::Param(i) => {
                        let s = slot(&self.d.parameters[*i].name);
                        quote!(&mut #s)
                    }
                    DefCustomArg::Ref(i) => {
                        let s = slot(&self.d.parameters[*i].name);
                        quote!(&#s)
                    }
                    DefCustomArg::Expr(x) => x.parse::<TokenStream>().unwrap_or_default(),
                });
                quote!(#f(p, #(#args),*)?;)
            }
            DefElementKind::Optional(g) => self.parse_group(g)?,
        })
    }

    fn parse_group(&self, g: &DefOptionalGroup) -> Result<TokenStream, OdsDiagnostic> {
        let first = g.then.iter().position(|e| {
            !matches!(
                e.kind,
                DefElementKind::Space | DefElementKind::Newline | DefElementKind::NoSpace
            )
        });
        let Some(first) = first else {
            return Ok(TokenStream::new());
        };
        let rest = self.parse_elements(&g.then[first + 1..])?;
        let els = self.parse_elements(&g.else_elements)?;
        Ok(match &g.then[first].kind {
            DefElementKind::Literal(v) => {
                let cond = self.parse_literal(v, true);
                if els.is_empty() {
                    quote!(if #cond { #rest })
                } else {
                    quote!(if #cond { #rest } else { #els })
                }
            }
            DefElementKind::Param { param, .. } => {
                let Some(pd) = self.param(*param) else {
                    return Ok(TokenStream::new());
                };
                let s = slot(&pd.name);
                let opt = self.parse_optional_param(pd);
                let def = &self.d.rust_name;
                let pname = &pd.name;
                let mt = message_type(self.m, &pd.base);
                quote! {
                    let __ods_r = #opt;
                    match __ods_r {
                        __rt::Ok(__rt::Some(v)) => {
                            #s = __rt::Some(v);
                            #rest
                        }
                        __rt::Ok(__rt::None) => { #els }
                        __rt::Err(d) => {
                            return __rt::Err(__rt::defs::param_failed(p, d, #def, #pname, #mt));
                        }
                    }
                }
            }
            _ => {
                let all = self.parse_elements(&g.then)?;
                quote!({ #all })
            }
        })
    }

    // -------------------------------------------------------------- printing

    /// Statements printing one value `v: &T` of `b`.
    fn print_value(&self, b: &ParamBase, v: TokenStream, qualified: bool) -> TokenStream {
        let m = self.m;
        match b {
            ParamBase::Param(pid) => {
                let Some(pt) = m.param_types.get(pid.index()) else {
                    return TokenStream::new();
                };
                let t = ty_tokens(&pt.rust_type);
                let generic = quote!(<#t as __rt::defs::Field>::print_field(#v, p););
                match &pt.printer {
                    Some(c) => {
                        let text = code::substitute(
                            &c.text,
                            &[("_printer", "p"), ("_self", "__ods_self")],
                        );
                        match text.parse::<TokenStream>() {
                            Ok(t) => quote!({ let __ods_self = #v; #t; }),
                            Err(_) => generic,
                        }
                    }
                    None => generic,
                }
            }
            ParamBase::Enum(_) => quote!(p.write(&::std::string::ToString::to_string(#v));),
            ParamBase::TypeDef(_) => {
                if qualified {
                    quote!(p.print_type((#v).as_type());)
                } else {
                    quote!(p.print_stripped_type((#v).as_type());)
                }
            }
            ParamBase::AttrDef(_) => {
                if qualified {
                    quote!(p.print_attribute((#v).as_attr());)
                } else {
                    quote!(p.print_stripped_attribute((#v).as_attr());)
                }
            }
            ParamBase::Array(e) => {
                let inner = self.print_value(e, quote!(__ods_e), qualified);
                quote!(__rt::defs::print_list(p, #v, |p, __ods_e| { #inner });)
            }
            ParamBase::SelfType => quote!(p.print_type(*#v);),
        }
    }

    /// The condition under which parameter `i` is printed (MLIR's `genPrintGuard`).
    fn guard(&self, p: &DefParameter) -> Option<TokenStream> {
        let f = param_id(&p.name);
        self.present(p, quote!(params.#f))
    }

    /// True when `v`, the value of optional parameter `p` (an `Option` for `Optional`
    /// parameters), is present: `Some`, or different from the default (MLIR's `genIsPresent`
    /// negated); `None` for a required parameter.
    fn present(&self, p: &DefParameter, v: TokenStream) -> Option<TokenStream> {
        match &p.presence {
            ParamPresence::Required => None,
            ParamPresence::Optional => Some(quote!(#v.is_some())),
            ParamPresence::DefaultValued { default } => {
                let i = self.d.parameters.iter().position(|q| q.name == p.name)?;
                let e = default_tokens(self.d, i, default);
                Some(self.differs(&p.base, v, e))
            }
        }
    }

    /// True when the value `v` (a place) differs from `default` (by the comparator).
    fn differs(&self, b: &ParamBase, v: TokenStream, default: TokenStream) -> TokenStream {
        if let ParamBase::Param(pid) = b {
            if let Some(c) = self
                .m
                .param_types
                .get(pid.index())
                .and_then(|t| t.comparator.as_ref())
            {
                let lhs = format!("(&{v})");
                let rhs = format!("(&({default}))");
                let text = code::substitute(&c.text, &[("_lhs", &lhs), ("_rhs", &rhs)]);
                if let Ok(t) = text.parse::<TokenStream>() {
                    return quote!(!(#t));
                }
            }
        }
        quote!(#v != #default)
    }

    /// Printing of parameter `i` (its value; `Optional` ones unwrapped).
    fn print_param_value(&self, p: &DefParameter, qualified: bool) -> TokenStream {
        let f = param_id(&p.name);
        if p.presence == ParamPresence::Optional {
            let pv = self.print_value(&p.base, quote!(__ods_v), qualified);
            quote!(if let __rt::Some(__ods_v) = &params.#f { #pv })
        } else {
            let pv = self.print_value(&p.base, quote!(__ods_v), qualified);
            quote!({ let __ods_v = &params.#f; #pv })
        }
    }

    fn print_elements(
        &self,
        es: &[DefElement],
        st: &mut PrintState,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let mut out = TokenStream::new();
        for e in es {
            out.extend(self.print_element(e, st)?);
        }
        Ok(out)
    }

    fn print_element(
        &self,
        e: &DefElement,
        st: &mut PrintState,
    ) -> Result<TokenStream, OdsDiagnostic> {
        Ok(match &e.kind {
            DefElementKind::Literal(v) => {
                let need = st.should_emit_space && space_before(v, st.last_was_punct);
                let text = if need { format!(" {v}") } else { v.clone() };
                st.should_emit_space = !(v.len() == 1 && "<({[".contains(v.as_str()));
                st.last_was_punct = v
                    .chars()
                    .next()
                    .is_some_and(|c| c != '_' && !c.is_alphabetic());
                quote!(p.write(#text);)
            }
            DefElementKind::Space => {
                st.should_emit_space = false;
                st.last_was_punct = true;
                quote!(p.write(" ");)
            }
            DefElementKind::Newline => {
                st.should_emit_space = false;
                st.last_was_punct = true;
                quote!(p.print_newline();)
            }
            DefElementKind::NoSpace => {
                st.should_emit_space = false;
                st.last_was_punct = true;
                TokenStream::new()
            }
            DefElementKind::Param { param, qualified } => {
                let Some(p) = self.param(*param) else {
                    return Ok(TokenStream::new());
                };
                let space = if st.should_emit_space || !st.last_was_punct {
                    quote!(p.write(" ");)
                } else {
                    quote!()
                };
                st.should_emit_space = true;
                st.last_was_punct = false;
                let body = self.print_param_value(p, *qualified);
                match self.guard(p) {
                    Some(g) => quote!(if #g { #space #body }),
                    None => quote!(#space #body),
                }
            }
            DefElementKind::Params(ps) => self.print_comma_separated(ps, false, st),
            DefElementKind::Struct(ps) => self.print_comma_separated(ps, true, st),
            DefElementKind::Custom { name, args } => {
                let space = if st.should_emit_space || !st.last_was_punct {
                    quote!(p.write(" ");)
                } else {
                    quote!()
                };
                st.should_emit_space = true;
                st.last_was_punct = false;
                let f = format_ident!("print_{}", name.to_snake_case());
                let args = args.iter().map(|a| match a {
                    DefCustomArg::Param(i) | DefCustomArg::Ref(i) => {
                        let f = param_id(&self.d.parameters[*i].name);
                        quote!(&params.#f)
                    }
                    DefCustomArg::Expr(x) => x.parse::<TokenStream>().unwrap_or_default(),
                });
                quote!(#space #f(p, #(#args),*);)
            }
            DefElementKind::Optional(g) => self.print_group(g, st)?,
        })
    }

    fn print_comma_separated(
        &self,
        ps: &[usize],
        with_names: bool,
        st: &mut PrintState,
    ) -> TokenStream {
        // MLIR's spacing: a space before the first element unless the last literal opened a
        // bracket (`<1, two = ...` after `,`; none after `<`)
        let lead = if st.should_emit_space || !st.last_was_punct {
            quote!(else {
                p.write(" ");
            })
        } else {
            quote!()
        };
        let mut body = TokenStream::new();
        for i in ps {
            let Some(p) = self.param(*i) else { continue };
            let name = if with_names {
                let n = format!("{} = ", p.name);
                quote!(p.write(#n);)
            } else {
                quote!()
            };
            st.should_emit_space = false;
            st.last_was_punct = true;
            let v = self.print_param_value(p, false);
            st.should_emit_space = true;
            st.last_was_punct = false;
            let one = quote! {
                if !__ods_first {
                    p.write(", ");
                } #lead
                __ods_first = false;
                #name
                #v
            };
            body.extend(match self.guard(p) {
                Some(g) => quote!(if #g { #one }),
                None => one,
            });
        }
        quote!({
            let mut __ods_first = true;
            #body
            let _ = __ods_first;
        })
    }

    fn print_group(
        &self,
        g: &DefOptionalGroup,
        st: &mut PrintState,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let list = if g.inverted {
            &g.else_elements
        } else {
            &g.then
        };
        let anchor = list.get(g.anchor);
        let params: Vec<usize> = match anchor.map(|e| &e.kind) {
            Some(DefElementKind::Param { param, .. }) => vec![*param],
            Some(DefElementKind::Params(ps)) | Some(DefElementKind::Struct(ps)) => ps.clone(),
            Some(DefElementKind::Custom { args, .. }) => args
                .iter()
                .filter_map(|a| match a {
                    DefCustomArg::Param(i) => Some(*i),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let guards: Vec<TokenStream> = params
            .iter()
            .filter_map(|i| self.param(*i))
            .filter_map(|p| self.guard(p))
            .collect();
        let cond = if guards.is_empty() {
            quote!(true)
        } else {
            quote!(#(#guards)||*)
        };
        let cond = if g.inverted { quote!(!(#cond)) } else { cond };
        // each branch starts from the spacing state before the group; the then-branch's
        // state carries on after it
        let before = PrintState {
            should_emit_space: st.should_emit_space,
            last_was_punct: st.last_was_punct,
        };
        let mut else_st = PrintState {
            should_emit_space: before.should_emit_space,
            last_was_punct: before.last_was_punct,
        };
        let els = self.print_elements(&g.else_elements, &mut else_st)?;
        let then = self.print_elements(&g.then, st)?;
        if els.is_empty() {
            Ok(quote!(if #cond { #then }))
        } else {
            Ok(quote!(if #cond { #then } else { #els }))
        }
    }
}

// ------------------------------------------------------------------ registration

/// Statements of the dialect's `register` registering every definition and attaching its
/// interface models.
pub fn gen_def_registration(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for d in m.defs() {
        let name = id(&d.rust_name);
        let (reg, add, inner) = match d.kind {
            DefKind::Type => (
                quote!(register_type_def),
                quote!(add_type_interface),
                quote!(__rt::Type),
            ),
            DefKind::Attr => (
                quote!(register_attr_def),
                quote!(add_attr_interface),
                quote!(__rt::Attribute),
            ),
        };
        let models: Vec<TokenStream> = d
            .interfaces
            .iter()
            .filter_map(|u| {
                let (trait_path, model) = match u.id.and_then(|i| m.def_interfaces.get(i.index())) {
                    Some(i) => (
                        i.interface.name.clone(),
                        format!("{}Model", i.interface.name),
                    ),
                    None => {
                        let model = match u.path.rfind("::") {
                            Some(p) => format!("{}::{}Model", &u.path[..p], &u.path[p + 2..]),
                            None => format!("{}Model", u.path),
                        };
                        (u.path.clone(), model)
                    }
                };
                let tp = crate::nesting::parse_str::<syn::Path>(&trait_path).ok()?;
                let mp = crate::nesting::parse_str::<syn::Path>(&model).ok()?;
                Some(quote! {
                    {
                        fn __ods_cast(v: &#inner) -> &dyn #tp {
                            #name::__ods_from_ref(v)
                        }
                        static __ODS_MODEL: #mp = #mp::of(__ods_cast);
                        ctx.#add(__ods_def, &__ODS_MODEL);
                    }
                })
            })
            .collect();
        if models.is_empty() {
            out.extend(quote!(ctx.#reg(#name::DEFINITION);));
        } else {
            out.extend(quote!({
                let __ods_def = ctx.#reg(#name::DEFINITION);
                #(#models)*
            }));
        }
    }
    out
}

/// A `type_interface` / `attr_interface`: its trait, model and cast function.
fn gen_def_interface(i: &DefInterfaceDef) -> TokenStream {
    let iface = &i.interface;
    let name = id(&iface.name);
    let model = format_ident!("{}Model", iface.name);
    let (inner, cast_on) = match i.kind {
        DefKind::Type => (quote!(__rt::Type), quote!(type_interface)),
        DefKind::Attr => (quote!(__rt::Attribute), quote!(attr_interface)),
    };
    let doc = doc_attrs(
        &docs_text(&iface.docs),
        &format!("The `{}` {} interface.", iface.name, i.kind.words()),
    );
    let methods = iface.methods.iter().filter_map(|mm| {
        let sig: syn::Signature =
            crate::nesting::parse_str(mm.signature.text.trim().trim_end_matches(';')).ok()?;
        let d = doc_attrs(&mm.doc, &format!("The `{}` method.", mm.name));
        Some(match &mm.default_body {
            Some(b) => {
                let b = code::parse_block_body(b, &[("_self", "self")]).ok()?;
                quote!(#d #sig { #b })
            }
            None => quote!(#d #sig;),
        })
    });
    let cast_fn = format_ident!("as_{}", iface.name.to_snake_case());
    let cast_doc = format!(
        " `v` as a `{}`, when its definition's registration attaches the interface.",
        iface.name
    );
    let model_doc = format!(
        " The runtime model of `{}` attached to a definition (see `ctx.{}`).",
        iface.name, cast_on
    );
    quote! {
        #doc
        pub trait #name {
            #(#methods)*
        }
        #[doc = #model_doc]
        #[derive(Clone, Copy)]
        pub struct #model {
            /// Casts a value of the implementing definition to the trait object.
            pub cast: for<'a> fn(&'a #inner) -> &'a dyn #name,
        }
        impl #model {
            /// The model given its cast.
            pub const fn of(cast: for<'a> fn(&'a #inner) -> &'a dyn #name) -> Self {
                Self { cast }
            }
        }
        #[doc = #cast_doc]
        pub fn #cast_fn<'a>(
            ctx: &__rt::Context,
            v: &'a #inner,
        ) -> __rt::Option<&'a dyn #name> {
            ctx.#cast_on::<#model>(*v).map(|m| (m.cast)(v))
        }
    }
}
