//! Enum generation: for each [`EnumDef`] a Rust type with its keyword, integer and attribute
//! conversions, and the statements registering dialect-attribute parse hooks.
//!
//! - integer enums become `#[repr(i32|i64)] pub enum` with `ALL`, `MAX_VALUE`, `as_str`,
//!   `from_keyword`, `to_value`/`from_value`, `Display`, `FromStr`;
//! - bit enums become `pub struct Name(uN)` with one constant per case (groups included),
//!   `ALL_BITS`, `bits`/`from_bits`/`from_bits_truncate`, set operations, masked bit operators,
//!   `Display` (MLIR's separator and primary-group collapsing) and `FromStr`;
//! - both get `to_attr`/`from_attr`/`from_attr_lossy` and a hidden `__ODS_INFO` descriptor
//!   (`ods_runtime::ods::enums::EnumInfo`) that the shared runtime helpers work from, so the
//!   per-enum code stays small.
//!
//! A dialect-form enum (`#dialect.mnemonic<...>`, MLIR's `EnumAttr`) is also an attribute
//! definition whose parameter storage is the enum value itself: `ATTR_DEFINITION` (an
//! `AttrDefinition` that [`gen_enum_registration`] registers with `ctx.register_attr_def`),
//! its parse and print functions (one-line calls of the runtime's `parse_attr` /
//! `print_attr`), and the conversions between the stored enum and the raw value the runtime
//! helpers use. `from_attr` reads the stored value back, without parsing.

use heck::ToShoutySnakeCase;
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::model::{EnumAttrForm, EnumDef, EnumKind, Model};

/// `#[doc = " line"]` attributes for `text` (one per line), or for `fallback` when `text` is
/// empty.
pub(crate) fn doc_attrs(text: &str, fallback: &str) -> TokenStream {
    let text = if text.trim().is_empty() {
        fallback
    } else {
        text
    };
    let lines = text.trim_end().lines().map(|l| {
        let l = if l.is_empty() {
            String::new()
        } else {
            format!(" {l}")
        };
        quote! { #[doc = #l] }
    });
    quote! { #(#lines)* }
}

/// Summary and description joined as rustdoc text.
pub(crate) fn docs_text(docs: &crate::model::Docs) -> String {
    match (docs.summary.trim(), docs.description.trim()) {
        ("", d) => d.to_string(),
        (s, "") => s.to_string(),
        (s, d) => format!("{s}\n\n{d}"),
    }
}

/// An identifier; names that are not identifiers (rejected by validation before) become
/// `__ods_invalid_name` instead of panicking.
pub(crate) fn ident(name: &str) -> Ident {
    match syn::parse_str::<Ident>(name) {
        Ok(_) => Ident::new(name, Span::call_site()),
        Err(_) => Ident::new("__ods_invalid_name", Span::call_site()),
    }
}

/// Generates every enum of the model (validation has checked that the names are
/// identifiers).
pub fn gen_enums(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for e in &m.enums {
        out.extend(gen_enum(m, e));
    }
    out
}

/// The `__ODS_INFO` descriptor constant.
fn gen_info(m: &Model, e: &EnumDef) -> TokenStream {
    let name = &e.name;
    let message_name = if e.cpp_namespace.is_empty() {
        e.name.clone()
    } else {
        format!("{}::{}", e.cpp_namespace.trim_end_matches("::"), e.name)
    };
    let attr_message_name = e
        .attr_constraint
        .map(|c| m.constraints[c.index()].name.clone())
        .unwrap_or_else(|| format!("{}Attr", e.name));
    let (bit, width) = match e.kind {
        EnumKind::Integer { width } => (false, width),
        EnumKind::Bit { width } => (true, width),
    };
    let cases = e.cases.iter().map(|c| {
        let kw = &c.keyword;
        let v = Literal::u64_unsuffixed(mask(c.value, width));
        let g = c.is_group;
        quote! { __rt::enums::EnumCaseInfo { keyword: #kw, value: #v, is_group: #g } }
    });
    let width = Literal::u32_unsuffixed(width);
    let sep = &e.separator;
    let primary = e.primary_group;
    let kw_errors = if e.keyword_errors {
        let s = &e.docs.summary;
        quote!(__rt::Some(#s))
    } else {
        quote!(__rt::None)
    };
    let attr = match &e.attr_form {
        EnumAttrForm::Integer => quote! { __rt::enums::EnumAttrKind::Integer },
        EnumAttrForm::Dialect { mnemonic, bare } => {
            let d = &m.dialect.name;
            quote! {
                __rt::enums::EnumAttrKind::Dialect {
                    dialect: #d,
                    mnemonic: #mnemonic,
                    bare: #bare,
                    storage: __rt::enums::EnumAttrStorage {
                        def: Self::ATTR_DEFINITION,
                        pack: Self::__ods_pack,
                        unpack: Self::__ods_unpack,
                    },
                }
            }
        }
    };
    quote! {
        #[doc(hidden)]
        pub const __ODS_INFO: __rt::enums::EnumInfo = __rt::enums::EnumInfo {
            name: #name,
            message_name: #message_name,
            attr_message_name: #attr_message_name,
            cases: &[#(#cases),*],
            bit: #bit,
            width: #width,
            separator: #sep,
            primary_group: #primary,
            keyword_errors: #kw_errors,
            attr: #attr,
        };
    }
}

fn mask(v: u64, width: u32) -> u64 {
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

/// The attribute conversions shared by both kinds: `to_raw(x)` turns the enum value `x` into
/// the `u64` the runtime works with, `from_raw` turns `v: u64` back into an `Option<Self>`, `fallback` is
/// the value of `from_attr_lossy` for an attribute holding no valid value, `pack` the stored
/// enum of a valid `v: u64`. A dialect-form enum also gets its attribute definition, and
/// `from_attr` reads the stored value.
fn gen_attr_fns(
    m: &Model,
    e: &EnumDef,
    to_raw: &dyn Fn(TokenStream) -> TokenStream,
    from_raw: TokenStream,
    fallback: TokenStream,
    pack: TokenStream,
) -> TokenStream {
    let raw_self = to_raw(quote!(self));
    let to_attr = quote! {
        /// The attribute holding this value.
        pub fn to_attr(self, ctx: &mut __rt::Context) -> __rt::Attribute {
            __rt::enums::to_attr(ctx, &Self::__ODS_INFO, #raw_self)
        }
    };
    let EnumAttrForm::Dialect { mnemonic, .. } = &e.attr_form else {
        return quote! {
            #to_attr
            /// The value of an attribute of exactly this enum's form, if it holds a valid value.
            pub fn from_attr(ctx: &__rt::Context, a: __rt::Attribute) -> __rt::Option<Self> {
                __rt::enums::attr_value(ctx, &Self::__ODS_INFO, a).and_then(|v| #from_raw)
            }
            /// Like `from_attr`, but accepting an integer attribute of any integer type, dropping
            /// unknown bits of bit enums, and never failing: an attribute holding no valid value
            /// (only possible in IR that does not verify) gives the first case (integer enums) or
            /// no bits (bit enums). Typed attribute getters use this.
            pub fn from_attr_lossy(ctx: &__rt::Context, a: __rt::Attribute) -> Self {
                match __rt::enums::attr_value_lossy(ctx, &Self::__ODS_INFO, a).and_then(|v| #from_raw) {
                    __rt::Some(v) => v,
                    __rt::None => #fallback,
                }
            }
        };
    };
    let raw_v = to_raw(quote!(v));
    let d = &m.dialect.name;
    let def_doc = doc_attrs(
        &format!(
            "The attribute definition `#{d}.{mnemonic}<...>`, whose parameter storage is a `{}`\n(registered by the dialect's `register`).",
            e.name
        ),
        "",
    );
    quote! {
        #to_attr
        /// The value stored in this enum's dialect attribute (`None` for any other attribute).
        #[inline]
        pub fn from_attr(ctx: &__rt::Context, a: __rt::Attribute) -> __rt::Option<Self> {
            ctx.attr_params::<Self>(a).copied()
        }
        /// Like `from_attr`, but never failing: another attribute (only possible in IR that
        /// does not verify) gives the first case (integer enums) or no bits (bit enums).
        /// Typed attribute getters use this.
        #[inline]
        pub fn from_attr_lossy(ctx: &__rt::Context, a: __rt::Attribute) -> Self {
            match ctx.attr_params::<Self>(a) {
                __rt::Some(v) => *v,
                __rt::None => #fallback,
            }
        }
        #def_doc
        pub const ATTR_DEFINITION: __rt::registry::AttrDefinition = __rt::registry::AttrDefinition {
            dialect: #d,
            mnemonic: #mnemonic,
            storage: ::core::any::TypeId::of::<Self>,
            parse: Self::__ods_parse_attr,
            print: Self::__ods_print_attr,
            ty: __rt::None,
        };
        fn __ods_parse_attr(
            p: &mut __rt::registry::DialectAsmParser<'_, '_>,
            _ty: __rt::Option<__rt::Type>,
        ) -> __rt::Result<__rt::Attribute, __rt::Diagnostic> {
            __rt::enums::parse_attr(p, &Self::__ODS_INFO)
        }
        fn __ods_print_attr(p: &mut __rt::registry::DialectAsmPrinter<'_, '_>, a: __rt::Attribute) {
            __rt::enums::print_attr(p, &Self::__ODS_INFO, a)
        }
        fn __ods_pack(v: u64) -> __rt::ir::defs::DefParams {
            __rt::ir::defs::DefParams::new(#pack)
        }
        fn __ods_unpack(ctx: &__rt::Context, a: __rt::Attribute) -> __rt::Option<u64> {
            ctx.attr_params::<Self>(a).map(|&v| #raw_v)
        }
    }
}

/// Generates one enum.
pub fn gen_enum(m: &Model, e: &EnumDef) -> TokenStream {
    match e.kind {
        EnumKind::Integer { width } => gen_int_enum(m, e, width),
        EnumKind::Bit { width } => gen_bit_enum(m, e, width),
    }
}

fn int_lit(v: u64, width: u32) -> TokenStream {
    let v = if width <= 32 {
        v as u32 as i32 as i64
    } else {
        v as i64
    };
    let mag = Literal::u64_unsuffixed(v.unsigned_abs());
    if v < 0 {
        quote! { - #mag }
    } else {
        quote! { #mag }
    }
}

fn gen_int_enum(m: &Model, e: &EnumDef, width: u32) -> TokenStream {
    let name = ident(&e.name);
    let repr = ident(if width <= 32 { "i32" } else { "i64" });
    let doc = doc_attrs(&docs_text(&e.docs), &format!("The `{}` enum.", e.name));
    let variants = e.cases.iter().map(|c| {
        let v = ident(&c.rust_name);
        let lit = int_lit(c.value, width);
        let d = doc_attrs(&c.doc, &format!("`{}`", c.keyword));
        quote! { #d #v = #lit }
    });
    let all = e.cases.iter().map(|c| ident(&c.rust_name));
    let max = e
        .cases
        .iter()
        .map(|c| {
            if width <= 32 {
                c.value as u32 as i32 as i64
            } else {
                c.value as i64
            }
        })
        .max()
        .unwrap_or(0);
    let max = int_lit(max as u64, width);
    let as_str = e.cases.iter().map(|c| {
        let v = ident(&c.rust_name);
        let kw = &c.keyword;
        quote! { Self::#v => #kw }
    });
    let from_kw = e.cases.iter().map(|c| {
        let v = ident(&c.rust_name);
        let kw = &c.keyword;
        quote! { #kw => __rt::Some(Self::#v) }
    });
    let from_val = e.cases.iter().map(|c| {
        let v = ident(&c.rust_name);
        let lit = int_lit(c.value, width);
        quote! { #lit => __rt::Some(Self::#v) }
    });
    let info = gen_info(m, e);
    let from_raw = if width <= 32 {
        quote! { Self::from_value(v as u32 as i32) }
    } else {
        quote! { Self::from_value(v as i64) }
    };
    let first = match e.cases.first() {
        Some(c) => {
            let v = ident(&c.rust_name);
            quote! { Self::#v }
        }
        None => quote! { ::core::unreachable!() },
    };
    let attr_fns = gen_attr_fns(
        m,
        e,
        &|x| quote! { #x.to_value() as u64 },
        from_raw.clone(),
        first.clone(),
        quote! {
            match #from_raw {
                __rt::Some(v) => v,
                __rt::None => #first,
            }
        },
    );
    quote! {
        #doc
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        #[repr(#repr)]
        pub enum #name {
            #(#variants,)*
        }
        impl #name {
            #info
            /// Every case, in declaration order.
            pub const ALL: &'static [Self] = &[#(Self::#all),*];
            /// The largest case value.
            pub const MAX_VALUE: #repr = #max;
            /// The keyword of this case in IR.
            pub fn as_str(self) -> &'static str {
                match self {
                    #(#as_str,)*
                }
            }
            /// The case whose keyword is `s`.
            pub fn from_keyword(s: &str) -> __rt::Option<Self> {
                match s {
                    #(#from_kw,)*
                    _ => __rt::None,
                }
            }
            /// The integer value of this case.
            pub fn to_value(self) -> #repr {
                self as #repr
            }
            /// The case with integer value `v`.
            pub fn from_value(v: #repr) -> __rt::Option<Self> {
                match v {
                    #(#from_val,)*
                    _ => __rt::None,
                }
            }
            #attr_fns
        }
        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }
        impl ::core::str::FromStr for #name {
            type Err = __rt::enums::UnknownEnumKeyword;
            fn from_str(s: &str) -> __rt::Result<Self, Self::Err> {
                Self::from_keyword(s).ok_or_else(|| __rt::enums::UnknownEnumKeyword {
                    info: &Self::__ODS_INFO,
                    text: ::std::string::String::from(s),
                })
            }
        }
    }
}

fn gen_bit_enum(m: &Model, e: &EnumDef, width: u32) -> TokenStream {
    let name = ident(&e.name);
    let width = match width {
        0..=8 => 8,
        9..=16 => 16,
        17..=32 => 32,
        _ => 64,
    };
    let uty = ident(&format!("u{width}"));
    let doc = doc_attrs(&docs_text(&e.docs), &format!("The `{}` bit enum.", e.name));
    let lit = |v: u64| Literal::u64_unsuffixed(mask(v, width));
    let consts = e.cases.iter().map(|c| {
        let n = ident(&c.rust_name.to_shouty_snake_case());
        let v = lit(c.value);
        let d = doc_attrs(&c.doc, &format!("`{}`", c.keyword));
        quote! { #d pub const #n: Self = Self(#v); }
    });
    let all_bits = lit(e.cases.iter().fold(0, |a, c| a | c.value));
    let info = gen_info(m, e);
    let attr_fns = gen_attr_fns(
        m,
        e,
        &|x| quote! { #x.0 as u64 },
        quote! { Self::from_bits(v as #uty) },
        quote! { Self(0) },
        quote! { Self::from_bits_truncate(v as #uty) },
    );
    let ops = [
        ("BitOr", "bitor", "BitOrAssign", "bitor_assign", quote!(|)),
        (
            "BitAnd",
            "bitand",
            "BitAndAssign",
            "bitand_assign",
            quote!(&),
        ),
        (
            "BitXor",
            "bitxor",
            "BitXorAssign",
            "bitxor_assign",
            quote!(^),
        ),
    ]
    .into_iter()
    .map(|(tr, f, atr, af, op)| {
        let (tr, f, atr, af) = (ident(tr), ident(f), ident(atr), ident(af));
        quote! {
            impl ::core::ops::#tr for #name {
                type Output = Self;
                fn #f(self, rhs: Self) -> Self {
                    Self((self.0 #op rhs.0) & Self::ALL_BITS)
                }
            }
            impl ::core::ops::#atr for #name {
                fn #af(&mut self, rhs: Self) {
                    *self = ::core::ops::#tr::#f(*self, rhs);
                }
            }
        }
    });
    quote! {
        #doc
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        pub struct #name(#uty);
        impl #name {
            #info
            #(#consts)*
            /// Every bit of every case.
            pub const ALL_BITS: #uty = #all_bits;
            /// The raw bits.
            pub const fn bits(self) -> #uty {
                self.0
            }
            /// The value with exactly `bits`, if every bit belongs to a case.
            pub const fn from_bits(bits: #uty) -> __rt::Option<Self> {
                if bits & !Self::ALL_BITS == 0 {
                    __rt::Some(Self(bits))
                } else {
                    __rt::None
                }
            }
            /// The value with `bits`, unknown bits dropped.
            pub const fn from_bits_truncate(bits: #uty) -> Self {
                Self(bits & Self::ALL_BITS)
            }
            /// True when every bit of `other` is set.
            pub const fn contains_all(self, other: Self) -> bool {
                self.0 & other.0 == other.0
            }
            /// True when some bit of `other` is set.
            pub const fn contains_any(self, other: Self) -> bool {
                self.0 & other.0 != 0
            }
            /// Sets the bits of `other`.
            pub fn set(&mut self, other: Self) {
                self.0 |= other.0;
            }
            /// Clears the bits of `other`.
            pub fn clear(&mut self, other: Self) {
                self.0 &= !other.0;
            }
            /// True when no bit is set.
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }
            /// Parses the keyword list form (`a,b` with the enum's separator, or a group or
            /// the zero case's keyword).
            pub fn from_keywords(s: &str) -> __rt::Option<Self> {
                __rt::enums::bits_from_str(&Self::__ODS_INFO, s).map(|v| Self(v as #uty))
            }
            #attr_fns
        }
        #(#ops)*
        impl ::core::ops::Not for #name {
            type Output = Self;
            fn not(self) -> Self {
                Self(!self.0 & Self::ALL_BITS)
            }
        }
        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&__rt::enums::bits_to_string(&Self::__ODS_INFO, self.0 as u64))
            }
        }
        impl ::core::str::FromStr for #name {
            type Err = __rt::enums::UnknownEnumKeyword;
            fn from_str(s: &str) -> __rt::Result<Self, Self::Err> {
                Self::from_keywords(s).ok_or_else(|| __rt::enums::UnknownEnumKeyword {
                    info: &Self::__ODS_INFO,
                    text: ::std::string::String::from(s),
                })
            }
        }
    }
}

/// Statements (using a `ctx: &mut __rt::Context` binding) registering the attribute
/// definition of every dialect-form enum of the model; empty when there is none.
pub fn gen_enum_registration(m: &Model) -> TokenStream {
    let stmts = m.enums.iter().filter_map(|e| match &e.attr_form {
        EnumAttrForm::Dialect { .. } => {
            let n = ident(&e.name);
            Some(quote! { ctx.register_attr_def(#n::ATTR_DEFINITION); })
        }
        EnumAttrForm::Integer => None,
    });
    quote! { #(#stmts)* }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{EnumCase, Span};

    fn e(form: EnumAttrForm) -> EnumDef {
        EnumDef {
            name: "Flags".into(),
            docs: Default::default(),
            kind: EnumKind::Bit { width: 8 },
            cases: vec![EnumCase {
                rust_name: "A".into(),
                keyword: "a".into(),
                value: 1,
                is_group: false,
                doc: String::new(),
                span: Span::default(),
            }],
            separator: "|".into(),
            cpp_namespace: String::new(),
            primary_group: false,
            keyword_errors: false,
            attr_form: form,
            attr_constraint: None,
            span: Span::default(),
        }
    }

    #[test]
    fn registration_lists_dialect_form_enums_only() {
        let mut m = Model::default();
        m.dialect.name = "test".into();
        m.enums = vec![
            e(EnumAttrForm::Integer),
            e(EnumAttrForm::Dialect {
                mnemonic: "flags".into(),
                bare: false,
            }),
        ];
        assert_eq!(
            gen_enum_registration(&m).to_string(),
            "ctx . register_attr_def (Flags :: ATTR_DEFINITION) ;"
        );
    }

    #[test]
    fn docs_become_doc_attributes() {
        assert_eq!(
            doc_attrs("line one\n\nline two", "x").to_string(),
            "# [doc = \" line one\"] # [doc = \"\"] # [doc = \" line two\"]"
        );
        assert_eq!(
            doc_attrs("", "fallback").to_string(),
            "# [doc = \" fallback\"]"
        );
        assert_eq!(ident("not ok").to_string(), "__ods_invalid_name");
    }

    #[test]
    fn values_are_masked_to_the_width() {
        assert_eq!(mask(0x1ff, 8), 0xff);
        assert_eq!(int_lit(u64::MAX, 32).to_string(), "- 1");
    }
}
