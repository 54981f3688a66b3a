//! Per-op code: the handle type, its constants, accessors, setters and adaptor; and the dialect
//! type with its `register` function.
//!
//! For op `AddIOp` this generates (see `/work/notes/codegen-api.md`):
//!
//! * `#[repr(transparent)] pub struct AddIOp(Op)` with rustdoc built from the summary, the
//!   description and markdown tables of operands, attributes, results, regions, successors,
//!   traits and interfaces;
//! * `NAME`, one `<GETTER>_ATTR_NAME` (its name) and `<GETTER>_ATTR` (where it is stored, an
//!   `AttrRef` for custom builders) per stored attribute, `PROPERTY_NAMES`, `TRAITS`, and the
//!   hidden static tables the shared runtime helpers read (`__ODS_ATTRS`, `__ODS_OPERANDS`,
//!   `__ODS_RESULTS`, `__ODS_NUM_REGIONS`);
//! * the handle struct itself (`#[repr(transparent)] pub struct AddIOp(Op)`), `from_op`,
//!   `from_op_unchecked`, `from_op_ref`, `op`, `loc` and `impl OpHandle`, all declared by the
//!   runtime macro `ods_runtime::__ods_op_handle!` (the adaptor struct likewise through
//!   `__ods_adaptor!`), so the op-independent code is not repeated per op; getters for every operand,
//!   result, attribute, region and successor, `<group>_range` for every operand and result
//!   group, setters for single operands and attributes; the `extra` items;
//! * `AddIOpAdaptor<'a>` with the same getter names for operands and stored attributes
//!   (`new(operands, attrs)`, `from_op(ctx, op)`, `operands()`, `attributes()`);
//! * with `custom_assembly`: `__ods_parse`/`__ods_print` wrappers around the author's
//!   `parse`/`print` (`ods_runtime::ods::hooks::CustomAssembly`).
//!
//! The generators follow the output entity by entity. `gen_op` walks the op's attributes,
//! operand groups, result groups, regions and successors, with one function per family of
//! accessors (`attr_consts`, `attr_getters`, `attr_typed_setter`, `attr_remover`,
//! `adaptor_attr_getters`; `group_getters`, `operand_setter`, `adaptor_operand_getters`,
//! `result_type_getter`; `region_getters`, `successor_getters`), most of them methods of
//! `OpGen`, which holds what they share; `OpGen::handle_and_adaptor` then puts the two types
//! and their `impl`s together. `gen_dialect` puts together `dialect_doc`, the accessors of the
//! discardable attributes (`discardable_raw_accessors`, `discardable_typed_accessors`) and the
//! `register` function (`register_body`, with one `register_op` per op).
//!
//! Every hook the `.ods` file asks for is called through its trait in
//! `ods_runtime::ods::hooks` (`<AddIOp as __rt::hooks::Fold>::fold`), and only
//! when its flag is set: rustc then checks the author's signature at the author's `impl`, and a
//! missing `impl` gets the trait's message, which names the flag and the signature.
//!
//! All logic (segment arithmetic, storage lookup) lives in `ods_runtime::ods::access`; the
//! generated getters are one-line calls with static tables.
//!
//! Choices made here beyond the contract:
//!
//! * variadic operand/result getters return `ods_runtime::ods::access::Values<'_>` (an
//!   `ExactSizeIterator + DoubleEndedIterator + Clone`); adaptor variadic getters return
//!   `&[Value]`; adaptor getters all take `ctx` (segment sizes and conversions need it);
//! * the adaptor holds `Cow` slices so `from_op` can borrow an op's slots and own its operands;
//!   its attribute list is in declaration order (stored attributes, then segment sizes), which
//!   equals the property-slot order when the dialect uses properties;
//! * with `use_properties false`, only `prop` arguments get property slots; attributes and
//!   segment sizes live in the attribute dictionary;
//! * `remove_<attr>_attr` exists for optional and default-valued attributes; typed setters exist
//!   when the constraint has `build` code; derived and constant attributes have only a typed
//!   getter on the handle (none on the adaptor; a derived attribute's `to_attr` is unused);
//! * the dialect type's discardable-attribute accessors are associated functions taking the `Op`
//!   (`TestDialect::flag(ctx, op)`, `set_flag`, `flag_attr`, `set_flag_attr`,
//!   `remove_flag_attr`); `register` exists both as a free function of the module (the path
//!   `dependent_dialects` name) and as `TestDialect::register`; it returns at once when the
//!   first op is already registered with this handle type (idempotent);
//! * `$_op` in a derived attribute body is the `Op` (use `Self::from_op_unchecked($_op)` for the
//!   handle); constant attributes get only a typed getter;
//! * getters of single operands/results, required attributes and fixed regions/successors panic
//!   with a "does not verify" message on unverified IR that lacks them;
//! * `from_op_ref` is a pointer cast inside the runtime's `__ods_op_handle!` macro, sound
//!   because the same macro declares the struct `#[repr(transparent)]` over `Op` (it accepts
//!   no struct from outside); as the expansion comes from an external macro, dialect crates
//!   may still `#![forbid(unsafe_code)]` (checked with a scratch crate).

use heck::{ToShoutySnakeCase, ToSnakeCase};
use proc_macro2::{Ident, Span as PSpan, TokenStream};
use quote::{format_ident, quote};

use super::code;
use crate::describe::{OpDescription, Syntax};
use crate::model::{
    Arity, AttrDef, AttrKindDef, AttrStorage, Code, Constraint, ConstraintId, DiscardableAttr,
    Model, OdsDiagnostic, OpDef, OpId, OperandDef, SegmentMode, Span, TraitUse,
};

/// Where an op's inherent attributes are stored: the declaration-order list (stored attributes,
/// then `operandSegmentSizes`, then `resultSegmentSizes`) with a property slot per entry (or
/// `None`: attribute dictionary).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// (name, property slot) in declaration order
    pub entries: Vec<(String, Option<usize>)>,
    /// for each of `OpDef::attributes`: its index in `entries` (stored ones only)
    pub attr_index: Vec<Option<usize>>,
    /// index in `entries` of `operandSegmentSizes`, when operands are attribute-sized
    pub operand_sizes: Option<usize>,
    /// index in `entries` of `resultSegmentSizes`, when results are attribute-sized
    pub result_sizes: Option<usize>,
    /// names in property-slot order (`PROPERTY_NAMES`)
    pub property_names: Vec<String>,
}

/// Computes the storage layout of `op` (see [`Layout`]).
pub fn layout(m: &Model, op: &OpDef) -> Layout {
    let props = m.dialect.use_properties;
    let mut l = Layout {
        entries: Vec::new(),
        attr_index: Vec::new(),
        operand_sizes: None,
        result_sizes: None,
        property_names: Vec::new(),
    };
    let push = |l: &mut Layout, name: &str, in_props: bool| {
        let slot = in_props.then(|| {
            l.property_names.push(name.to_string());
            l.property_names.len() - 1
        });
        l.entries.push((name.to_string(), slot));
        l.entries.len() - 1
    };
    for a in &op.attributes {
        let idx = a
            .is_stored()
            .then(|| push(&mut l, &a.name, props || a.is_property));
        l.attr_index.push(idx);
    }
    if op.operand_segments == SegmentMode::AttrSized {
        l.operand_sizes = Some(push(&mut l, "operandSegmentSizes", props));
    }
    if op.result_segments == SegmentMode::AttrSized {
        l.result_sizes = Some(push(&mut l, "resultSegmentSizes", props));
    }
    l
}

/// The identifier of the getter (and builder parameter) of an operand, result, region or
/// successor named `name`: `snake_case(name)`, so MLIR's `destOperands` reads `dest_operands`.
pub fn getter_ident(name: &str, span: Span) -> Result<Ident, OdsDiagnostic> {
    ident(&crate::sema::getter_name(name), span)
}

/// `prefix + getter + suffix` as an identifier, without the `_` that makes a keyword such as
/// `type` a getter (`type_`): the raw attribute getter of `type` is `type_attr`, not
/// `type__attr`.
pub fn affixed(prefix: &str, getter: &Ident, suffix: &str) -> Ident {
    let text = getter.to_string();
    let base = text.trim_start_matches("r#").trim_end_matches('_');
    format_ident!("{prefix}{base}{suffix}")
}

/// A Rust identifier for `name` (raw when a keyword); an error for names that cannot be one.
pub fn ident(name: &str, span: Span) -> Result<Ident, OdsDiagnostic> {
    let valid = !name.is_empty()
        && name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !valid || matches!(name, "_" | "self" | "Self" | "super" | "crate") {
        return Err(OdsDiagnostic::new(
            span,
            format!("`{name}` cannot be used as a Rust identifier; rename it"),
        ));
    }
    if syn::parse_str::<Ident>(name).is_ok() {
        Ok(Ident::new(name, PSpan::call_site()))
    } else {
        Ok(Ident::new_raw(name, PSpan::call_site()))
    }
}

/// The constraint `id`, or an error at `span` when the model does not hold it.
pub fn constraint(m: &Model, id: ConstraintId, span: Span) -> Result<&Constraint, OdsDiagnostic> {
    m.constraints.get(id.index()).ok_or_else(|| {
        OdsDiagnostic::new(
            span,
            format!("internal error: unknown constraint #{}", id.0),
        )
    })
}

/// Parses a Rust type; with `lifetime`, elided reference lifetimes become `'c`. Returns the
/// tokens and whether a lifetime was added.
pub fn rust_type(
    text: &str,
    span: Span,
    lifetime: bool,
) -> Result<(TokenStream, bool), OdsDiagnostic> {
    let tokens = code::parse_type(text, span)?;
    if !lifetime {
        // `parse_type` checked it: the tokens as lexed are the type
        return Ok((tokens, false));
    }
    crate::nesting::with_rust_stack(crate::nesting::rust_nesting(text), || {
        let mut ty: syn::Type = syn::parse2(tokens)
            .map_err(|e| OdsDiagnostic::new(span, format!("expected a Rust type here: {e}")))?;
        let added = lifetime && add_lifetimes(&mut ty, 0);
        Ok((quote!(#ty), added))
    })
}

fn add_lifetimes(ty: &mut syn::Type, depth: usize) -> bool {
    if depth > 64 {
        return false;
    }
    match ty {
        syn::Type::Reference(r) => {
            let mut added = false;
            if r.lifetime.is_none() {
                r.lifetime = Some(syn::Lifetime::new("'c", PSpan::call_site()));
                added = true;
            }
            add_lifetimes(&mut r.elem, depth + 1) || added
        }
        syn::Type::Slice(s) => add_lifetimes(&mut s.elem, depth + 1),
        syn::Type::Array(a) => add_lifetimes(&mut a.elem, depth + 1),
        syn::Type::Paren(p) => add_lifetimes(&mut p.elem, depth + 1),
        syn::Type::Tuple(t) => t
            .elems
            .iter_mut()
            .map(|e| add_lifetimes(e, depth + 1))
            .collect::<Vec<bool>>()
            .contains(&true),
        syn::Type::Path(p) => {
            let mut added = false;
            for seg in p.path.segments.iter_mut() {
                if let syn::PathArguments::AngleBracketed(args) = &mut seg.arguments {
                    for a in args.args.iter_mut() {
                        if let syn::GenericArgument::Type(t) = a {
                            added = add_lifetimes(t, depth + 1) || added;
                        }
                    }
                }
            }
            added
        }
        _ => false,
    }
}

/// The storage of an attribute's constraint (`None`: the value is the `Attribute` itself).
pub fn storage<'m>(m: &'m Model, a: &AttrDef) -> Result<Option<&'m AttrStorage>, OdsDiagnostic> {
    Ok(constraint(m, a.constraint, a.span)?.attr.as_ref())
}

/// `__rt::access::GroupKind::X` for an arity.
fn group_kind(a: &Arity) -> TokenStream {
    match a {
        Arity::Single => quote!(__rt::access::GroupKind::Single),
        Arity::Optional => quote!(__rt::access::GroupKind::Optional),
        _ => quote!(__rt::access::GroupKind::Variadic),
    }
}

/// An unsuffixed integer literal.
pub fn lit(n: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(n)
}

fn attr_ref(name: &str, slot: Option<usize>) -> TokenStream {
    match slot.map(lit) {
        Some(s) => quote!(__rt::access::AttrRef::slot(#s, #name)),
        None => quote!(__rt::access::AttrRef::dict(#name)),
    }
}

fn group_spec(
    groups: &[crate::model::OperandDef],
    results: bool,
    mode: SegmentMode,
    sizes: Option<&(String, Option<usize>)>,
) -> TokenStream {
    let ctor = if results {
        quote!(results)
    } else {
        quote!(operands)
    };
    let kinds = groups.iter().map(|g| group_kind(&g.arity));
    let mode = match (mode, sizes) {
        (SegmentMode::AttrSized, Some((n, s))) => {
            let r = attr_ref(n, *s);
            quote!(__rt::access::SegmentMode::AttrSized(#r))
        }
        (SegmentMode::SameSize, _) => quote!(__rt::access::SegmentMode::SameSize),
        _ => quote!(__rt::access::SegmentMode::None),
    };
    quote!(__rt::access::GroupSpec::#ctor(&[#(#kinds),*], #mode))
}

/// The `OpTraits` constant names of an op (native traits, parameterized traits with a flag, and
/// the segment traits implied by its segment modes), deduplicated, in first-use order.
pub fn trait_flags(op: &OpDef) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |s: &str| {
        if !out.iter().any(|o| o == s) {
            out.push(s.to_string());
        }
    };
    for t in &op.traits {
        match t {
            TraitUse::Native(n) => add(&format!("{n:?}").to_shouty_snake_case()),
            TraitUse::SingleBlockImplicitTerminator(_) => {
                add("SINGLE_BLOCK");
                add("SINGLE_BLOCK_IMPLICIT_TERMINATOR");
            }
            TraitUse::HasParent(_) => add("HAS_PARENT"),
            _ => {}
        }
    }
    match op.operand_segments {
        SegmentMode::AttrSized => add("ATTR_SIZED_OPERAND_SEGMENTS"),
        SegmentMode::SameSize => add("SAME_VARIADIC_OPERAND_SIZE"),
        SegmentMode::None => {}
    }
    match op.result_segments {
        SegmentMode::AttrSized => add("ATTR_SIZED_RESULT_SEGMENTS"),
        SegmentMode::SameSize => add("SAME_VARIADIC_RESULT_SIZE"),
        SegmentMode::None => {}
    }
    out
}

fn traits_tokens(op: &OpDef) -> TokenStream {
    let flags: Vec<Ident> = trait_flags(op)
        .iter()
        .map(|f| format_ident!("{}", f))
        .collect();
    if flags.is_empty() {
        quote!(__rt::registry::OpTraits::NONE)
    } else {
        quote!(__rt::registry::OpTraits(#(__rt::registry::OpTraits::#flags.0)|*))
    }
}

fn doc_lines(text: &str) -> TokenStream {
    let lines = text.lines().map(|l| {
        let l = if l.is_empty() {
            String::new()
        } else {
            format!(" {l}")
        };
        quote!(#[doc = #l])
    });
    quote!(#(#lines)*)
}

fn cell(s: &str) -> String {
    let s = s.replace('|', "\\|").replace('\n', " ");
    if s.is_empty() {
        " ".into()
    } else {
        s
    }
}

/// The rustdoc of an op handle, laid out from the op's [`OpDescription`] (which the markdown
/// reference shares): `full_name` and summary, syntax, description, then one table per kind of
/// entity, traits and interfaces.
pub fn op_doc(m: &Model, op: &OpDef) -> String {
    let d = OpDescription::of(m, op);
    let mut out = format!("`{}`", d.full_name);
    if !d.summary.is_empty() {
        out.push_str(&format!(": {}", d.summary));
    }
    out.push('\n');
    match &d.syntax {
        Syntax::Format(f) => out.push_str(&format!(
            "\n# Syntax\n\n```text\noperation ::= `{}` {f}\n```\n",
            d.full_name
        )),
        Syntax::Custom => out
            .push_str("\n# Syntax\n\nA hand-written custom form (the op's `parse` and `print`).\n"),
        Syntax::Generic => {}
    }
    if !d.description.is_empty() {
        out.push('\n');
        out.push_str(&d.description);
        out.push('\n');
    }
    for (rows, title, head) in [
        (&d.operands, "Operands", "Operand"),
        (&d.attributes, "Attributes", "Attribute"),
        (&d.properties, "Properties", "Property"),
        (&d.results, "Results", "Result"),
        (&d.regions, "Regions", "Region"),
        (&d.successors, "Successors", "Successor"),
    ] {
        if rows.is_empty() {
            continue;
        }
        out.push_str(&format!(
            "\n# {title}\n\n| {head} | Constraint | Description |\n|---|---|---|\n"
        ));
        for r in rows {
            let mut c = r.constraint.clone();
            if let Some(n) = &r.note {
                c.push_str(&format!(" ({n})"));
            }
            if !r.effects.is_empty() {
                c.push_str(&format!("; memory effects: {}", r.effects.join(", ")));
            }
            out.push_str(&format!(
                "| `{}` | {} | {} |\n",
                r.name,
                cell(&c),
                cell(&r.doc)
            ));
        }
    }
    for (title, list) in [("Traits", &d.traits), ("Interfaces", &d.interfaces)] {
        if !list.is_empty() {
            let list: Vec<String> = list.iter().map(|t| format!("`{t}`")).collect();
            out.push_str(&format!("\n# {title}\n\n{}\n", list.join(", ")));
        }
    }
    out
}

/// How a typed attribute getter reads: the typed return type and the conversion of `attr`.
struct Typed {
    ty: TokenStream,
    lifetime: bool,
    convert: Option<TokenStream>,
    uses_ctx: bool,
}

fn typed(m: &Model, a: &AttrDef, lifetime: bool) -> Result<Typed, OdsDiagnostic> {
    let st = storage(m, a)?;
    match st {
        Some(st) if st.convert.is_some() => {
            let (ty, lifetime) = rust_type(&st.rust_type, a.span, lifetime)?;
            let conv = st.convert.as_ref().map(|c| {
                code::parse_expr(c, &[("_self", "attr"), ("_ctx", "ctx")]).map(|t| (t, c))
            });
            let (convert, uses_ctx) = match conv {
                Some(r) => {
                    let (t, c) = r?;
                    (Some(t), c.text.contains("ctx"))
                }
                None => (None, false),
            };
            Ok(Typed {
                ty,
                lifetime,
                convert,
                uses_ctx,
            })
        }
        _ => Ok(Typed {
            ty: quote!(__rt::Attribute),
            lifetime: false,
            convert: None,
            uses_ctx: false,
        }),
    }
}

/// True for an attribute whose constraint is a presence attribute (`UnitAttr`, `UnitProp`).
pub fn is_presence(m: &Model, a: &AttrDef) -> bool {
    m.constraints
        .get(a.constraint.index())
        .and_then(|c| c.attr.as_ref())
        .is_some_and(|s| s.presence)
}

/// Generated getter pieces for one attribute, shared by handle and adaptor.
struct AttrGetter {
    /// signature generics (`<'c>` or nothing)
    generics: TokenStream,
    /// return type
    ret: TokenStream,
    /// body given `raw` (an `Option<Attribute>` expression)
    body: TokenStream,
    uses_ctx: bool,
}

fn attr_getter(
    m: &Model,
    op: &OpDef,
    a: &AttrDef,
    raw: TokenStream,
    lifetime: bool,
) -> Result<AttrGetter, OdsDiagnostic> {
    let op_ty = ident(&op.rust_name, op.span)?;
    if is_presence(m, a) {
        // `UnitAttr`-like: the typed value is whether the attribute is present (a `UnitProp`
        // that is not set holds `false`)
        return Ok(AttrGetter {
            generics: quote!(),
            ret: quote!(bool),
            body: quote!(#raw.is_some_and(|a| __rt::preds::is_unit_attr(ctx, a))),
            uses_ctx: true,
        });
    }
    let t = typed(m, a, lifetime)?;
    let ty = &t.ty;
    let generics = if t.lifetime { quote!(<'c>) } else { quote!() };
    let conv = t.convert.clone().unwrap_or_else(|| quote!(attr));
    let name = &a.name;
    let (ret, body, uses_ctx) = match &a.kind {
        AttrKindDef::Required => {
            let req = quote!(__rt::access::required_attr(#raw, #op_ty::NAME, #name));
            let body = match &t.convert {
                Some(c) => quote! { let attr = #req; #c },
                None => req,
            };
            (quote!(#ty), body, t.uses_ctx)
        }
        AttrKindDef::Optional => {
            let body = match &t.convert {
                Some(c) => quote!(#raw.map(|attr| #c)),
                None => quote!(#raw),
            };
            (quote!(__rt::Option<#ty>), body, t.uses_ctx)
        }
        // Like mlir-tblgen, `DefaultValuedOptionalAttr` getters return the default when the
        // attribute is absent (only the builders treat it as optional).
        AttrKindDef::DefaultValued { default } | AttrKindDef::DefaultValuedOptional { default } => {
            let dflt = code::parse_expr(default, &[("_ctx", "ctx")])?;
            (
                quote!(#ty),
                quote! {
                    match #raw {
                        __rt::Some(attr) => #conv,
                        __rt::None => #dflt,
                    }
                },
                t.uses_ctx || default.text.contains("ctx"),
            )
        }
        _ => {
            return Err(OdsDiagnostic::new(
                a.span,
                format!(
                    "internal error: `{}` of {} is not stored",
                    a.name, op.full_name
                ),
            ))
        }
    };
    let generics = if t.lifetime { generics } else { quote!() };
    Ok(AttrGetter {
        generics,
        ret,
        body,
        uses_ctx,
    })
}

/// The handle type and accessors of op `id`.
pub fn gen_op(m: &Model, id: OpId) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    let Some(op) = m.ops.get(id.index()) else {
        return Ok(TokenStream::new());
    };
    gen_op_inner(m, op).map_err(|e| vec![e])
}

/// The handle type and adaptor of `op`, entity by entity: attributes, operand groups, result
/// groups, regions, successors, then the custom assembly wrappers, the declarative format and
/// the `extra` items.
fn gen_op_inner(m: &Model, op: &OpDef) -> Result<TokenStream, OdsDiagnostic> {
    let g = OpGen::new(m, op)?;
    let mut items = OpItems::default();
    for (ai, a) in op.attributes.iter().enumerate() {
        g.attribute(ai, a, &mut items)?;
    }
    for (gi, o) in op.operands.iter().enumerate() {
        g.operand_group(gi, o, &mut items)?;
    }
    for (gi, r) in op.results.iter().enumerate() {
        g.result_group(gi, r, &mut items)?;
    }
    items.handle.extend(region_getters(op)?);
    items.handle.extend(successor_getters(op)?);
    if op.hooks.custom_assembly {
        items.handle.extend(custom_assembly_wrappers());
    }
    items.handle.extend(super::format::gen_format(m, op)?);
    for e in &op.extra {
        items.handle.extend(code::parse_items(e, &[])?);
    }
    Ok(g.handle_and_adaptor(items))
}

/// What the generators of one op's handle and adaptor share.
struct OpGen<'m> {
    m: &'m Model,
    op: &'m OpDef,
    /// the handle type (`AddIOp`)
    ty: Ident,
    layout: Layout,
}

/// The bodies of an op's handle and adaptor `impl`s, filled entity by entity.
#[derive(Default)]
struct OpItems {
    /// the handle's attribute constants (`<GETTER>_ATTR_NAME`, `<GETTER>_ATTR`)
    consts: TokenStream,
    /// the handle's methods
    handle: TokenStream,
    /// the adaptor's methods
    adaptor: TokenStream,
}

/// The names shared by the accessors of one operand or result group.
struct GroupNames {
    /// the value getter (`lhs`, `in_`)
    getter: Ident,
    /// the snake-case name the other accessors start with (`in` reads `in_()` but
    /// `in_range()`, `set_in()`)
    base: String,
    /// `<base>_range`
    range: Ident,
    /// the rustdoc of the range getter
    range_doc: String,
    /// the rustdoc of the value getter
    doc: String,
}

impl GroupNames {
    /// The names of group `g`, an `"operand"` or a `"result"` (`what`).
    fn of(g: &OperandDef, what: &str) -> Result<Self, OdsDiagnostic> {
        let getter = getter_ident(&g.name, g.span)?;
        let base = g.name.to_snake_case();
        let range = format_ident!("{}_range", base);
        let name = &g.name;
        Ok(GroupNames {
            range_doc: format!(" Index range of the `{name}` {what} group among the {what}s."),
            doc: format!(" The `{name}` {what}{}.", doc_suffix(&g.doc)),
            getter,
            base,
            range,
        })
    }
}

/// `": <first line of doc>"`, or nothing when `doc` is empty: the end of an accessor's
/// one-line rustdoc.
fn doc_suffix(doc: &str) -> String {
    if doc.is_empty() {
        String::new()
    } else {
        format!(": {}", doc.lines().next().unwrap_or(""))
    }
}

/// Entry `k` of the handle's `__ODS_ATTRS` table: where a stored attribute lives.
fn attr_entry(k: usize) -> TokenStream {
    let k = lit(k);
    quote!(Self::__ODS_ATTRS[#k])
}

/// The type of a getter's `ctx`: `&'c Context` when the getter has the `<'c>` generic (its
/// typed value borrows from the context), else `&Context`.
fn ctx_type(generics: &TokenStream) -> TokenStream {
    if generics.is_empty() {
        quote!(&__rt::Context)
    } else {
        quote!(&'c __rt::Context)
    }
}

impl<'m> OpGen<'m> {
    fn new(m: &'m Model, op: &'m OpDef) -> Result<Self, OdsDiagnostic> {
        Ok(OpGen {
            m,
            op,
            ty: ident(&op.rust_name, op.span)?,
            layout: layout(m, op),
        })
    }

    /// The accessors of attribute `a` (number `ai` of the op's attributes): the typed getter
    /// of a derived or constant attribute; for a stored one its constants, the handle's
    /// getters and setters and the adaptor's getters.
    fn attribute(&self, ai: usize, a: &AttrDef, items: &mut OpItems) -> Result<(), OdsDiagnostic> {
        let getter = ident(&a.getter, a.span)?;
        match &a.kind {
            AttrKindDef::Derived {
                rust_type: rt,
                body,
                ..
            } => {
                items
                    .handle
                    .extend(derived_attr_getter(a, &getter, rt, body)?);
                return Ok(());
            }
            AttrKindDef::Constant { value } => {
                items
                    .handle
                    .extend(self.constant_attr_getter(a, &getter, value)?);
                return Ok(());
            }
            _ => {}
        }
        let Some(&Some(k)) = self.layout.attr_index.get(ai) else {
            return Ok(());
        };
        items.consts.extend(attr_consts(a, k));
        items.handle.extend(self.attr_getters(a, &getter, k)?);
        items.handle.extend(self.attr_typed_setter(a, &getter, k)?);
        items.handle.extend(attr_remover(a, &getter, k));
        items
            .adaptor
            .extend(self.adaptor_attr_getters(a, &getter, k)?);
        Ok(())
    }

    /// The typed getter of constant attribute `a`: its `value`, of its constraint's storage
    /// type (`Attribute` without one).
    fn constant_attr_getter(
        &self,
        a: &AttrDef,
        getter: &Ident,
        value: &Code,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let t = match storage(self.m, a)? {
            Some(st) => rust_type(&st.rust_type, a.span, false)?.0,
            None => quote!(__rt::Attribute),
        };
        let v = code::parse_expr(value, &[("_ctx", "ctx")])?;
        let doc = format!(
            " The constant attribute `{}`{}.",
            a.name,
            doc_suffix(&a.doc)
        );
        Ok(quote! {
            #[doc = #doc]
            #[allow(unused_variables)]
            pub fn #getter(self, ctx: &__rt::Context) -> #t { #v }
        })
    }

    /// The handle's getters and raw setter of stored attribute `a` (entry `k`): the typed
    /// getter, `<getter>_attr` (the `Attribute` as stored) and `set_<getter>_attr`.
    fn attr_getters(
        &self,
        a: &AttrDef,
        getter: &Ident,
        k: usize,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let name = &a.name;
        let raw_name = affixed("", getter, "_attr");
        let set_raw = affixed("set_", getter, "_attr");
        let g = attr_getter(self.m, self.op, a, quote!(self.#raw_name(ctx)), false)?;
        let (gen, ret, body) = (&g.generics, &g.ret, &g.body);
        let ctxty = ctx_type(&g.generics);
        let doc = format!(" The `{name}` attribute{}.", doc_suffix(&a.doc));
        let k = lit(k);
        Ok(quote! {
            #[doc = #doc]
            #[inline]
            pub fn #getter #gen(self, ctx: #ctxty) -> #ret { #body }
            __rt::__ods_attr_raw!(#raw_name #set_raw #k #name);
        })
    }

    /// The typed setter `set_<getter>` of stored attribute `a` (entry `k`), when its
    /// constraint can build the attribute from a typed value: taking a `bool` for a presence
    /// attribute (a property stores `false`, an attribute is removed), else the typed value.
    fn attr_typed_setter(
        &self,
        a: &AttrDef,
        getter: &Ident,
        k: usize,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let Some(st) = storage(self.m, a)? else {
            return Ok(TokenStream::new());
        };
        let Some(b) = &st.build else {
            return Ok(TokenStream::new());
        };
        let name = &a.name;
        let set_typed = format_ident!("set_{}", getter);
        let aref = attr_entry(k);
        let (vt, _) = rust_type(&st.rust_type, a.span, false)?;
        let build = code::parse_expr(b, &[("_value", "value"), ("_ctx", "ctx")])?;
        if st.presence && a.is_property {
            let pdoc = format!(" Sets the `{name}` property (`false` is stored as such).");
            return Ok(quote! {
                #[doc = #pdoc]
                pub fn #set_typed(self, ctx: &mut __rt::Context, value: bool) {
                    let attr = if value { #build } else { __rt::preds::bool_attr(ctx, false) };
                    #aref.set(ctx, self.0, __rt::Some(attr))
                }
            });
        }
        if st.presence {
            let pdoc = format!(" Sets (`true`) or removes (`false`) the `{name}` attribute.");
            return Ok(quote! {
                #[doc = #pdoc]
                pub fn #set_typed(self, ctx: &mut __rt::Context, value: bool) {
                    let attr = if value { __rt::Some(#build) } else { __rt::None };
                    #aref.set(ctx, self.0, attr)
                }
            });
        }
        let set_raw = affixed("set_", getter, "_attr");
        let sdoc = format!(" Sets the `{name}` attribute.");
        Ok(quote! {
            #[doc = #sdoc]
            pub fn #set_typed(self, ctx: &mut __rt::Context, value: #vt) {
                let attr = #build;
                self.#set_raw(ctx, attr)
            }
        })
    }

    /// The adaptor's getters of stored attribute `a` (entry `k` of its attribute list): the
    /// typed getter and `<getter>_attr`.
    fn adaptor_attr_getters(
        &self,
        a: &AttrDef,
        getter: &Ident,
        k: usize,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let name = &a.name;
        let raw_name = affixed("", getter, "_attr");
        let g = attr_getter(self.m, self.op, a, quote!(self.#raw_name()), true)?;
        let (gen, ret, body) = (&g.generics, &g.ret, &g.body);
        let cx = if g.uses_ctx {
            quote!(ctx)
        } else {
            quote!(_ctx)
        };
        let ctxty = ctx_type(&g.generics);
        let doc = format!(" The `{name}` attribute{}.", doc_suffix(&a.doc));
        let k = lit(k);
        Ok(quote! {
            #[doc = #doc]
            #[inline]
            pub fn #getter #gen(&self, #cx: #ctxty) -> #ret { #body }
            __rt::__ods_attr_raw!(adaptor #raw_name #k #name);
        })
    }

    /// The accessors of operand group `gi`: the handle's range and value getters and (for a
    /// single operand) its setter, the adaptor's range and value getters.
    fn operand_group(
        &self,
        gi: usize,
        g: &OperandDef,
        items: &mut OpItems,
    ) -> Result<(), OdsDiagnostic> {
        let names = GroupNames::of(g, "operand")?;
        if matches!(g.arity, Arity::VariadicOfVariadic { .. }) {
            items
                .handle
                .extend(self.group_getters(false, gi, g, &names)?);
            items
                .adaptor
                .extend(self.adaptor_operand_getters(gi, g, &names)?);
            return Ok(());
        }
        let (get, range) = (&names.getter, &names.range);
        let (name, doc, at) = (&g.name, doc_suffix(&g.doc), lit(gi));
        let form = self.group_form(false, gi, &g.arity);
        let set = match g.arity {
            Arity::Single => Some(format_ident!("set_{}", names.base)),
            _ => None,
        };
        items
            .handle
            .extend(quote!(__rt::__ods_operand!(#form #get #range #set #at #name #doc);));
        let aform = match g.arity {
            Arity::Single => quote!(single),
            Arity::Optional => quote!(optional),
            _ => quote!(variadic),
        };
        let k = match self.layout.operand_sizes {
            Some(k) if self.op.operand_segments == SegmentMode::AttrSized => {
                let k = lit(k);
                quote!(#k)
            }
            _ => quote!(_),
        };
        let ty = &self.ty;
        items.adaptor.extend(
            quote!(__rt::__ods_adaptor_operand!(#ty #aform #get #range #at #k #name #doc);),
        );
        Ok(())
    }

    /// The accessor macro form of group `gi` (`results`: a result group) of arity `arity`:
    /// `single_at` for a single group with only single groups before it (and no segment
    /// sizes), always at its group index; else `single`, `optional` or `variadic`.
    fn group_form(&self, results: bool, gi: usize, arity: &Arity) -> TokenStream {
        let op = self.op;
        let (groups, segments) = if results {
            (&op.results, op.result_segments)
        } else {
            (&op.operands, op.operand_segments)
        };
        let fixed_index = segments != SegmentMode::AttrSized
            && groups.iter().take(gi).all(|p| p.arity == Arity::Single);
        match arity {
            Arity::Single if fixed_index => quote!(single_at),
            Arity::Single => quote!(single),
            Arity::Optional => quote!(optional),
            _ => quote!(variadic),
        }
    }

    /// The accessors of result group `gi`: the handle's range, value and type getters.
    fn result_group(
        &self,
        gi: usize,
        g: &OperandDef,
        items: &mut OpItems,
    ) -> Result<(), OdsDiagnostic> {
        let names = GroupNames::of(g, "result")?;
        let (get, range) = (&names.getter, &names.range);
        let tname = format_ident!("{}", result_type_getter_name(&names.base, &g.arity));
        let (name, doc, at) = (&g.name, doc_suffix(&g.doc), lit(gi));
        let form = self.group_form(true, gi, &g.arity);
        items
            .handle
            .extend(quote!(__rt::__ods_result!(#form #get #range #tname #at #name #doc);));
        Ok(())
    }

    /// The handle's `<group>_range` and value getter of operand group `gi` (with `results`,
    /// of result group `gi`). A single group with only single groups before it (and no
    /// segment sizes) is always at its group index: its getter reads it directly.
    fn group_getters(
        &self,
        results: bool,
        gi: usize,
        g: &OperandDef,
        n: &GroupNames,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let op = self.op;
        let (spec, at, groups, segments) = if results {
            (
                quote!(Self::__ODS_RESULTS),
                quote!(__rt::access::result_at),
                &op.results,
                op.result_segments,
            )
        } else {
            (
                quote!(Self::__ODS_OPERANDS),
                quote!(__rt::access::operand_at),
                &op.operands,
                op.operand_segments,
            )
        };
        let fixed_index = segments != SegmentMode::AttrSized
            && groups.iter().take(gi).all(|p| p.arity == Arity::Single);
        let (range, range_doc, name, doc) = (&n.range, &n.range_doc, &n.getter, &n.doc);
        let gi = lit(gi);
        let (ret, body) = match &g.arity {
            Arity::Single if fixed_index => (quote!(__rt::Value), quote!(#at(ctx, self.0, #gi))),
            Arity::Single => (quote!(__rt::Value), quote!(#spec.single(ctx, self.0, #gi))),
            Arity::Optional => (
                quote!(__rt::Option<__rt::Value>),
                quote!(#spec.optional(ctx, self.0, #gi)),
            ),
            Arity::VariadicOfVariadic { segment_attr } if !results => {
                let seg = vov_attr(op, segment_attr, g.span)?;
                let seg_raw = format_ident!("{}_attr", seg);
                (
                    quote!(::std::vec::Vec<::std::vec::Vec<__rt::Value>>),
                    quote!(__rt::access::value_groups(ctx, self.0, self.#range(ctx), self.#seg_raw(ctx))),
                )
            }
            _ => (
                quote!(__rt::access::Values<'_>),
                quote!(#spec.values(ctx, self.0, #gi)),
            ),
        };
        Ok(quote! {
            #[doc = #range_doc]
            #[inline]
            pub fn #range(self, ctx: &__rt::Context) -> ::core::ops::Range<usize> {
                #spec.range(ctx, self.0, #gi)
            }
            #[doc = #doc]
            #[inline]
            pub fn #name(self, ctx: &__rt::Context) -> #ret { #body }
        })
    }

    /// The adaptor's `<group>_range` and value getter of operand group `gi`, reading the
    /// adaptor's operand slice (and its `operandSegmentSizes` entry).
    fn adaptor_operand_getters(
        &self,
        gi: usize,
        g: &OperandDef,
        n: &GroupNames,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let (op, ty) = (self.op, &self.ty);
        let (range, range_doc, name, doc) = (&n.range, &n.range_doc, &n.getter, &n.doc);
        let gi = lit(gi);
        let sizes = match self.layout.operand_sizes {
            Some(k) if op.operand_segments == SegmentMode::AttrSized => {
                let k = lit(k);
                quote!(__rt::access::slot(&self.attrs, #k))
            }
            _ => quote!(__rt::None),
        };
        let (ret, body) = match &g.arity {
            Arity::Single => (
                quote!(__rt::Value),
                quote!(__rt::access::slice_single(&self.operands, self.#range(ctx), #ty::NAME)),
            ),
            Arity::Optional => (
                quote!(__rt::Option<__rt::Value>),
                quote!(__rt::access::slice_optional(&self.operands, self.#range(ctx))),
            ),
            Arity::VariadicOfVariadic { segment_attr } => {
                let seg = vov_attr(op, segment_attr, g.span)?;
                let seg_raw = format_ident!("{}_attr", seg);
                (
                    quote!(::std::vec::Vec<::std::vec::Vec<__rt::Value>>),
                    quote!(__rt::access::split_groups(ctx, __rt::access::slice(&self.operands, self.#range(ctx)), self.#seg_raw())),
                )
            }
            Arity::Variadic => (
                quote!(&[__rt::Value]),
                quote!(__rt::access::slice(&self.operands, self.#range(ctx))),
            ),
        };
        Ok(quote! {
            #[doc = #range_doc]
            #[inline]
            pub fn #range(&self, ctx: &__rt::Context) -> ::core::ops::Range<usize> {
                #ty::__ODS_OPERANDS.range_in(ctx, self.operands.len(), #gi, #sizes)
            }
            #[doc = #doc]
            #[inline]
            pub fn #name(&self, ctx: &__rt::Context) -> #ret { #body }
        })
    }

    /// The handle's constants other than the attributes' (`PROPERTY_NAMES`, `TRAITS`) and the
    /// hidden tables the runtime helpers read (`__ODS_ATTRS`, `__ODS_OPERANDS`,
    /// `__ODS_RESULTS`, `__ODS_NUM_REGIONS`).
    fn tables(&self) -> TokenStream {
        let (op, l) = (self.op, &self.layout);
        let traits = traits_tokens(op);
        let prop_names = &l.property_names;
        let attr_refs = l.entries.iter().map(|(n, s)| attr_ref(n, *s));
        let operand_spec = group_spec(
            &op.operands,
            false,
            op.operand_segments,
            l.operand_sizes.and_then(|i| l.entries.get(i)),
        );
        let result_spec = group_spec(
            &op.results,
            true,
            op.result_segments,
            l.result_sizes.and_then(|i| l.entries.get(i)),
        );
        let num_regions = lit(op.regions.iter().filter(|r| !r.variadic).count());
        quote! {
            /// Inherent attribute names in property-slot order.
            pub const PROPERTY_NAMES: &'static [&'static str] = &[#(#prop_names),*];
            /// Trait flags.
            pub const TRAITS: __rt::registry::OpTraits = #traits;
            #[doc(hidden)]
            pub const __ODS_ATTRS: &'static [__rt::access::AttrRef] = &[#(#attr_refs),*];
            #[doc(hidden)]
            pub const __ODS_OPERANDS: __rt::access::GroupSpec = #operand_spec;
            #[doc(hidden)]
            pub const __ODS_RESULTS: __rt::access::GroupSpec = #result_spec;
            #[doc(hidden)]
            pub const __ODS_NUM_REGIONS: usize = #num_regions;
        }
    }

    /// The handle type (declared by `__ods_op_handle!`, with the op's rustdoc) and its `impl`,
    /// the adaptor type (`__ods_adaptor!`) and its `impl`.
    fn handle_and_adaptor(&self, items: OpItems) -> TokenStream {
        let (op, ty) = (self.op, &self.ty);
        let adaptor = format_ident!("{}Adaptor", ty);
        let full_name = &op.full_name;
        let doc = op_doc(self.m, op);
        let tables = self.tables();
        let OpItems {
            consts,
            handle,
            adaptor: adaptor_items,
        } = items;
        let adoc = format!(
            "The operands and inherent attributes of a `{full_name}` op, with the getters of [`{}`], usable before the op exists (e.g. in folders).",
            op.rust_name
        );
        quote! {
            __rt::__ods_op_handle!(#ty, #full_name, #doc);

            // Typed getters and setters embed the constraints' `get`/`build` snippets, written
            // once for every width (`$_value as i64` is a no-op cast for `I64Attr`).
            #[allow(clippy::unnecessary_cast)]
            impl #ty {
                #consts
                #tables

                #handle
            }

            __rt::__ods_adaptor!(#adaptor, #ty, #adoc);

            #[allow(clippy::unnecessary_cast)]
            impl<'a> #adaptor<'a> {
                #adaptor_items
            }
        }
    }
}

/// The typed getter of derived attribute `a`: the author's `body` (of type `rt`), where `$_op`
/// is the `Op`.
fn derived_attr_getter(
    a: &AttrDef,
    getter: &Ident,
    rt: &str,
    body: &Code,
) -> Result<TokenStream, OdsDiagnostic> {
    let (rt, _) = rust_type(rt, a.span, false)?;
    let body = code::parse_expr(body, &[("_op", "self.0"), ("_ctx", "ctx")])?;
    let doc = format!(" The derived attribute `{}`{}.", a.name, doc_suffix(&a.doc));
    Ok(quote! {
        #[doc = #doc]
        #[allow(unused_variables)]
        pub fn #getter(self, ctx: &__rt::Context) -> #rt { #body }
    })
}

/// The constants of stored attribute `a` (entry `k` of `__ODS_ATTRS`): `<GETTER>_ATTR_NAME`,
/// its name, and `<GETTER>_ATTR`, where it is stored.
fn attr_consts(a: &AttrDef, k: usize) -> TokenStream {
    let name = &a.name;
    let shouty = a.getter.to_shouty_snake_case();
    let const_name = format_ident!("{}_ATTR_NAME", shouty);
    let ref_name = format_ident!("{}_ATTR", shouty);
    let cdoc = format!(" Name of the `{name}` attribute.");
    let rdoc = format!(" Where the `{name}` attribute is stored (for `set_state_attr`).");
    let entry = lit(k);
    quote! {
        #[doc = #cdoc] pub const #const_name: &'static str = #name;
        #[doc = #rdoc]
        pub const #ref_name: __rt::access::AttrRef = Self::__ODS_ATTRS[#entry];
    }
}

/// `remove_<getter>_attr` of an optional or default-valued stored attribute `a` (entry `k`);
/// nothing for a required one.
fn attr_remover(a: &AttrDef, getter: &Ident, k: usize) -> TokenStream {
    if matches!(a.kind, AttrKindDef::Required) {
        return TokenStream::new();
    }
    let remove = affixed("remove_", getter, "_attr");
    let aref = attr_entry(k);
    let doc = format!(" Removes the `{}` attribute.", a.name);
    quote! {
        #[doc = #doc]
        pub fn #remove(self, ctx: &mut __rt::Context) {
            #aref.set(ctx, self.0, __rt::None)
        }
    }
}

/// The region getters of `op`: a `Region` per fixed region, a slice of the remaining regions
/// for a variadic one.
fn region_getters(op: &OpDef) -> Result<TokenStream, OdsDiagnostic> {
    let mut out = TokenStream::new();
    for (ri, r) in op.regions.iter().enumerate() {
        let ri = lit(ri);
        let name = getter_ident(&r.name, r.span)?;
        let doc = format!(
            " The `{}` region{}.",
            r.name,
            if r.variadic { "s" } else { "" }
        );
        out.extend(if r.variadic {
            quote! {
                #[doc = #doc]
                #[inline]
                pub fn #name(self, ctx: &__rt::Context) -> &[__rt::Region] {
                    __rt::access::regions_from(ctx, self.0, #ri)
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                #[inline]
                pub fn #name(self, ctx: &__rt::Context) -> __rt::Region {
                    __rt::access::region(ctx, self.0, #ri)
                }
            }
        });
    }
    Ok(out)
}

/// The successor getters of `op`: a `Block` per fixed successor, a slice of the remaining
/// successors for a variadic one.
fn successor_getters(op: &OpDef) -> Result<TokenStream, OdsDiagnostic> {
    let mut out = TokenStream::new();
    for (si, s) in op.successors.iter().enumerate() {
        let si = lit(si);
        let name = getter_ident(&s.name, s.span)?;
        let doc = format!(
            " The `{}` successor{}.",
            s.name,
            if s.variadic { "s" } else { "" }
        );
        out.extend(if s.variadic {
            quote! {
                #[doc = #doc]
                #[inline]
                pub fn #name(self, ctx: &__rt::Context) -> &[__rt::Block] {
                    __rt::access::successors_from(ctx, self.0, #si)
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                #[inline]
                pub fn #name(self, ctx: &__rt::Context) -> __rt::Block {
                    __rt::access::successor(ctx, self.0, #si)
                }
            }
        });
    }
    Ok(out)
}

/// `__ods_parse` and `__ods_print`, the registered wrappers around the author's
/// `CustomAssembly::parse` and `print`.
fn custom_assembly_wrappers() -> TokenStream {
    quote! {
        #[doc(hidden)]
        pub fn __ods_parse(
            parser: &mut __rt::OpAsmParser<'_, '_>,
            state: &mut __rt::OperationState,
        ) -> __rt::Result<(), __rt::Diagnostic> {
            <Self as __rt::hooks::CustomAssembly>::parse(parser, state)
        }
        #[doc(hidden)]
        pub fn __ods_print(printer: &mut __rt::OpAsmPrinter<'_, '_>, op: __rt::Op) {
            <Self as __rt::hooks::CustomAssembly>::print(Self(op), printer)
        }
    }
}

/// The name of the type getter of result group `name`: `<name>_type` for a single or
/// optional result, `<name>_types` for a variadic one.
pub fn result_type_getter_name(name: &str, arity: &Arity) -> String {
    let base = heck::ToSnakeCase::to_snake_case(name);
    match arity {
        Arity::Single | Arity::Optional => format!("{base}_type"),
        _ => format!("{base}_types"),
    }
}

fn vov_attr(op: &OpDef, segment_attr: &str, span: Span) -> Result<Ident, OdsDiagnostic> {
    match op.attributes.iter().find(|a| a.name == segment_attr) {
        Some(a) => ident(&a.getter, a.span),
        None => Err(OdsDiagnostic::new(
            span,
            format!("the segment-sizes attribute `{segment_attr}` is not an argument of the op"),
        )),
    }
}

/// Like mlir-tblgen, an op with several result groups and no `OpAsmOpInterface` of its own
/// names its results after their groups in custom form (`%low, %high = ...`): registers an
/// `OpAsmOpInterface` model doing that.
pub fn gen_result_group_names(o: &OpDef, t: &Ident) -> TokenStream {
    let own = o
        .interfaces
        .iter()
        .any(|i| i.known == Some(crate::model::KnownInterface::OpAsmOpInterface));
    if o.results.len() <= 1 || own {
        return TokenStream::new();
    }
    let names = o.results.iter().map(|r| r.name.as_str());
    quote! {
        {
            fn __ods_result_names(
                ctx: &__rt::Context,
                op: __rt::Op,
                set: &mut dyn FnMut(__rt::Value, &str),
            ) {
                __rt::access::name_result_groups(ctx, op, &#t::__ODS_RESULTS, &[#(#names),*], set)
            }
            static __ODS_ASM: __rt::text::printer::OpAsmOpInterface = __rt::text::printer::OpAsmOpInterface {
                default_dialect: __rt::None,
                result_names: __rt::Some(__ods_result_names),
            };
            ctx.add_interface(__ods_id, &__ODS_ASM);
        }
    }
}

/// MLIR's `populateDefaultProperties`: `Some(fn)` filling the empty property slots of the
/// op's `DefaultValuedAttr`/`DefaultValuedProp` arguments (not the optional ones) with their
/// defaults, for ops that have such arguments stored in property slots and buildable from a
/// typed value.
pub fn gen_populate_defaults(m: &Model, o: &OpDef) -> Result<TokenStream, OdsDiagnostic> {
    let l = layout(m, o);
    let mut fills = TokenStream::new();
    for (ai, a) in o.attributes.iter().enumerate() {
        // MLIR's `UnitProp` is a `bool` defaulting to `false` (printed `name = false`)
        if a.is_property
            && is_presence(m, a)
            && !matches!(a.kind, AttrKindDef::DefaultValued { .. })
        {
            if let Some(slot) = l.attr_index[ai].and_then(|e| l.entries[e].1) {
                let k = lit(slot);
                fills.extend(quote! {
                    if slots[#k].is_none() {
                        slots[#k] = __rt::Some(__rt::preds::bool_attr(ctx, false));
                    }
                });
            }
            continue;
        }
        let AttrKindDef::DefaultValued { default } = &a.kind else {
            continue;
        };
        let Some(slot) = l.attr_index[ai].and_then(|e| l.entries[e].1) else {
            continue;
        };
        let c = &m.constraints[a.constraint.index()];
        let Some(build) = c.attr.as_ref().and_then(|s| s.build.as_ref()) else {
            continue;
        };
        let dflt = code::parse_expr(default, &[("_ctx", "ctx")])?;
        let build = code::parse_expr(build, &[("_ctx", "ctx"), ("_value", "__ods_value")])?;
        let k = lit(slot);
        fills.extend(quote! {
            if slots[#k].is_none() {
                let __ods_value = #dflt;
                slots[#k] = __rt::Some(#build);
            }
        });
    }
    if fills.is_empty() {
        return Ok(quote!(__rt::None));
    }
    Ok(quote! {
        __rt::Some(
            |ctx: &mut __rt::Context, slots: &mut [__rt::Option<__rt::Attribute>]| {
                #fills
            }
        )
    })
}

/// The `effects` field of an op's registration: `None` unless the op declares memory effects
/// (`MemoryEffects<[...]>`, or `Arg`/`Res` effects on operands and results), else a static
/// table of them (op effects first, then operand groups, then result groups, each in
/// declaration order) with the op's group specs to find the decorated values.
pub fn gen_effects(o: &OpDef, t: &Ident) -> TokenStream {
    let mut items = Vec::new();
    let mut declared = false;
    for tr in &o.traits {
        if let TraitUse::MemoryEffects(es) = tr {
            declared = true;
            items.extend(es.iter().map(|e| effect_tokens(e, quote!(Op))));
        }
    }
    for (i, v) in o.operands.iter().enumerate() {
        let i = i as u32;
        items.extend(
            v.effects
                .iter()
                .map(|e| effect_tokens(e, quote!(Operand(#i)))),
        );
    }
    for (i, v) in o.results.iter().enumerate() {
        let i = i as u32;
        items.extend(
            v.effects
                .iter()
                .map(|e| effect_tokens(e, quote!(Result(#i)))),
        );
    }
    if !declared && items.is_empty() {
        return quote!(__rt::None);
    }
    quote!(__rt::Some({
        static __ODS_EFFECTS: __rt::registry::OpEffects =
            __rt::registry::OpEffects {
                effects: &[#(#items),*],
                operands: __rt::Some(#t::__ODS_OPERANDS),
                results: __rt::Some(#t::__ODS_RESULTS),
            };
        &__ODS_EFFECTS
    }))
}

/// The `effects_fn` field of an op's registration: the author's
/// `ods_runtime::ods::hooks::MemoryEffectsOpInterface` implementation when the op lists
/// `MemoryEffectsOpInterface`, else `None`.
pub fn gen_effects_fn(o: &OpDef, t: &Ident) -> TokenStream {
    if !o.traits.contains(&TraitUse::MemoryEffectsMethod) {
        return quote!(__rt::None);
    }
    quote!(__rt::Some(
        |ctx: &__rt::Context,
         op: __rt::Op,
         effects: &mut ::std::vec::Vec<__rt::analysis::effects::Effect>| {
            <#t as __rt::hooks::MemoryEffectsOpInterface>::memory_effects(
                #t::from_op_unchecked(op),
                ctx,
                effects,
            )
        }
    ))
}

/// One `EffectInstance` of an effects table.
fn effect_tokens(e: &crate::model::EffectDef, on: TokenStream) -> TokenStream {
    let kind = match e.kind {
        crate::model::EffectKind::Read => quote!(Read),
        crate::model::EffectKind::Write => quote!(Write),
        crate::model::EffectKind::Allocate => quote!(Allocate),
        crate::model::EffectKind::Free => quote!(Free),
    };
    let (resource, stage, full) = (&e.resource, e.stage, e.full);
    quote!(__rt::registry::EffectInstance {
        kind: __rt::registry::EffectKind::#kind,
        on: __rt::registry::EffectOn::#on,
        resource: #resource,
        stage: #stage,
        full: #full,
    })
}

/// The dialect type and registration.
///
/// The registration wires the hooks the op and dialect authors write by hand, through their
/// traits in `ods_runtime::ods::hooks`:
/// - `has_canonicalize_method`: `Canonicalize::canonicalize` (a match-and-rewrite rooted at
///   the op that changes the IR through the rewriter it is given, see
///   `ods_runtime::transforms::rewriter`), registered as
///   `OpDefinition::canonicalize`;
/// - `has_canonicalizer`: `CanonicalizationPatterns::canonicalization_patterns`, registered as
///   `OpDefinition::canonicalization_patterns`;
/// - dialect `has_constant_materializer`: `ConstantMaterializer::materialize_constant` on the
///   dialect type, returning a new detached constant-like op, registered with
///   `Context::register_constant_materializer`;
/// - dialect `has_inliner_interface`: the dialect type's `DialectInlinerInterface` hooks, as a
///   `DialectInlinerModel` attached with `Context::add_dialect_interface`.
pub fn gen_dialect(m: &Model) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    gen_dialect_inner(m).map_err(|e| vec![e])
}

/// The dialect type (its rustdoc, `NAMESPACE`, `OPS` and the discardable attributes'
/// accessors) and the `register` functions.
fn gen_dialect_inner(m: &Model) -> Result<TokenStream, OdsDiagnostic> {
    let d = &m.dialect;
    if d.name.is_empty() {
        return Ok(TokenStream::new());
    }
    let ty = ident(&d.rust_name, d.span)?;
    let ns = &d.name;
    let op_names = m.ops.iter().map(|o| &o.full_name);
    let doc = doc_lines(&dialect_doc(m));
    let mut items = TokenStream::new();
    for a in &d.discardable_attrs {
        let names = DiscardableNames::of(ns, a)?;
        items.extend(discardable_raw_accessors(a, &names));
        items.extend(discardable_typed_accessors(m, a, &names)?);
    }
    let body = register_body(m, &ty)?;
    let rdoc = format!(
        " Registers the `{ns}` dialect and its ops in `ctx` (dependent dialects first). Idempotent."
    );
    Ok(quote! {
        #doc
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        pub struct #ty;

        impl #ty {
            /// The dialect namespace.
            pub const NAMESPACE: &'static str = #ns;
            /// Full names of the dialect's ops, in definition order.
            pub const OPS: &'static [&'static str] = &[#(#op_names),*];
            #items
            #[doc = #rdoc]
            pub fn register(ctx: &mut __rt::Context) {
                register(ctx)
            }
        }

        #[doc = #rdoc]
        pub fn register(ctx: &mut __rt::Context) {
            #body
        }
    })
}

/// The rustdoc of the dialect type: its namespace and summary, its description and a table of
/// its ops.
fn dialect_doc(m: &Model) -> String {
    let d = &m.dialect;
    let mut doc = format!("The `{}` dialect", d.name);
    if !d.docs.summary.is_empty() {
        doc.push_str(&format!(": {}", d.docs.summary));
    }
    doc.push('\n');
    if !d.docs.description.is_empty() {
        doc.push('\n');
        doc.push_str(d.docs.description.trim_end());
        doc.push('\n');
    }
    if !m.ops.is_empty() {
        doc.push_str("\n# Operations\n\n| Operation | Rust type | Summary |\n|---|---|---|\n");
        for o in &m.ops {
            doc.push_str(&format!(
                "| `{}` | [`{}`] | {} |\n",
                o.full_name,
                o.rust_name,
                cell(&o.docs.summary)
            ));
        }
    }
    doc
}

/// The names of the accessors of a discardable attribute on the dialect type (for `flag`).
struct DiscardableNames {
    /// the attribute's full name (`test.flag`)
    full: String,
    /// the typed getter (`flag`)
    getter: Ident,
    /// the raw getter (`flag_attr`)
    raw: Ident,
    /// the raw setter (`set_flag_attr`)
    set_raw: Ident,
    /// `remove_flag_attr`
    remove: Ident,
}

impl DiscardableNames {
    /// The names of discardable attribute `a` of dialect `ns`.
    fn of(ns: &str, a: &DiscardableAttr) -> Result<Self, OdsDiagnostic> {
        let getter = ident(&a.name.to_snake_case(), a.span)?;
        Ok(DiscardableNames {
            full: format!("{ns}.{}", a.name),
            raw: affixed("", &getter, "_attr"),
            set_raw: affixed("set_", &getter, "_attr"),
            remove: affixed("remove_", &getter, "_attr"),
            getter,
        })
    }
}

/// The untyped accessors of discardable attribute `a`, associated functions of the dialect
/// type taking the `Op`: `<NAME>_ATTR_NAME`, `<name>_attr`, `set_<name>_attr` and
/// `remove_<name>_attr`.
fn discardable_raw_accessors(a: &DiscardableAttr, n: &DiscardableNames) -> TokenStream {
    let DiscardableNames {
        full,
        raw,
        set_raw,
        remove,
        ..
    } = n;
    let cname = format_ident!(
        "{}_ATTR_NAME",
        a.name.to_snake_case().to_shouty_snake_case()
    );
    let aref = attr_ref(full, None);
    let cd = format!(" Name of the discardable attribute `{full}`.");
    let gd = format!(" The discardable attribute `{full}` of `op`, if present.");
    let sd = format!(" Sets the discardable attribute `{full}` of `op`.");
    let rd = format!(" Removes the discardable attribute `{full}` of `op`.");
    quote! {
        #[doc = #cd]
        pub const #cname: &'static str = #full;
        #[doc = #gd]
        pub fn #raw(ctx: &__rt::Context, op: __rt::Op) -> __rt::Option<__rt::Attribute> {
            #aref.get(ctx, op)
        }
        #[doc = #sd]
        pub fn #set_raw(ctx: &mut __rt::Context, op: __rt::Op, attr: __rt::Attribute) {
            #aref.set(ctx, op, __rt::Some(attr))
        }
        #[doc = #rd]
        pub fn #remove(ctx: &mut __rt::Context, op: __rt::Op) {
            #aref.set(ctx, op, __rt::None)
        }
    }
}

/// The typed accessors of discardable attribute `a`, as far as its constraint allows: the
/// getter `<name>` when it converts the attribute to a typed value, the setter `set_<name>`
/// when it builds one (a `bool` getter and setter for a presence attribute).
fn discardable_typed_accessors(
    m: &Model,
    a: &DiscardableAttr,
    n: &DiscardableNames,
) -> Result<TokenStream, OdsDiagnostic> {
    let DiscardableNames {
        full,
        getter,
        raw,
        set_raw,
        remove,
    } = n;
    let mut out = TokenStream::new();
    let Some(st) = &constraint(m, a.constraint, a.span)?.attr else {
        return Ok(out);
    };
    let gd = format!(" The discardable attribute `{full}` of `op`, if present.");
    if let Some(conv) = &st.convert {
        let (t, _) = rust_type(&st.rust_type, a.span, false)?;
        let e = code::parse_expr(conv, &[("_self", "attr"), ("_ctx", "ctx")])?;
        out.extend(quote! {
            #[doc = #gd]
            pub fn #getter(ctx: &__rt::Context, op: __rt::Op) -> __rt::Option<#t> {
                Self::#raw(ctx, op).map(|attr| #e)
            }
        });
    }
    let Some(b) = &st.build else {
        return Ok(out);
    };
    let set = format_ident!("set_{}", getter);
    let (t, _) = rust_type(&st.rust_type, a.span, false)?;
    let e = code::parse_expr(b, &[("_value", "value"), ("_ctx", "ctx")])?;
    if st.presence {
        let pd = format!(
            " Sets (`true`) or removes (`false`) the discardable attribute `{full}` of `op`."
        );
        let gd = format!(" Whether `op` has the discardable attribute `{full}`.");
        out.extend(quote! {
            #[doc = #gd]
            pub fn #getter(ctx: &__rt::Context, op: __rt::Op) -> bool {
                Self::#raw(ctx, op).is_some()
            }
            #[doc = #pd]
            pub fn #set(ctx: &mut __rt::Context, op: __rt::Op, value: bool) {
                if value {
                    let attr = #e;
                    Self::#set_raw(ctx, op, attr)
                } else {
                    Self::#remove(ctx, op)
                }
            }
        });
    } else {
        let sd = format!(" Sets the discardable attribute `{full}` of `op`.");
        out.extend(quote! {
            #[doc = #sd]
            pub fn #set(ctx: &mut __rt::Context, op: __rt::Op, value: #t) {
                let attr = #e;
                Self::#set_raw(ctx, op, attr)
            }
        });
    }
    Ok(out)
}

/// The body of the dialect's `register` function: return at once when the first op is
/// already registered with its handle type, then register the dependent dialects, the
/// dialect, its constant materializer, every op, the types and attributes, the alias hooks
/// and the enums.
fn register_body(m: &Model, ty: &Ident) -> Result<TokenStream, OdsDiagnostic> {
    let d = &m.dialect;
    let ns = &d.name;
    let mut body = TokenStream::new();
    if let Some(first) = m.ops.first() {
        let f = ident(&first.rust_name, first.span)?;
        body.extend(quote! {
            if __rt::access::op_registered_as(ctx, #f::NAME, ::core::any::TypeId::of::<#f>()) {
                return;
            }
        });
    }
    for dep in &d.dependent_dialects {
        let p: syn::Path = crate::nesting::parse_str(dep).map_err(|e| {
            OdsDiagnostic::new(
                d.span,
                format!("`{dep}` is not a Rust path to a register function: {e}"),
            )
        })?;
        body.extend(quote!(#p(ctx);));
    }
    body.extend(quote!(ctx.register_dialect(#ns);));
    if d.has_constant_materializer {
        body.extend(quote!(ctx.register_constant_materializer(
            #ns,
            <#ty as __rt::hooks::ConstantMaterializer>::materialize_constant,
        );));
    }
    if d.has_inliner_interface {
        body.extend(quote! {
            static __ODS_INLINER: __rt::transforms::inliner::DialectInlinerModel =
                __rt::transforms::inliner::DialectInlinerModel::of::<#ty>();
            ctx.add_dialect_interface(#ns, &__ODS_INLINER);
        });
    }
    for (oi, o) in m.ops.iter().enumerate() {
        body.extend(register_op(m, OpId(oi as u32), o)?);
    }
    body.extend(super::defs::gen_def_registration(m));
    if d.type_alias.is_some() || d.attr_alias.is_some() {
        let hook =
            |p: &Option<String>| match p.as_deref().map(crate::nesting::parse_str::<syn::Path>) {
                Some(Ok(p)) => quote!(__rt::Some(#p)),
                _ => quote!(__rt::None),
            };
        let (t, a) = (hook(&d.type_alias), hook(&d.attr_alias));
        body.extend(quote!(ctx.register_dialect_aliases(#ns, #t, #a);));
    }
    body.extend(super::enums::gen_enum_registration(m));
    Ok(body)
}

/// `Some(value)` when `present`, else `None`: an optional field of an `OpDefinition`.
fn some_if(present: bool, value: TokenStream) -> TokenStream {
    if present {
        quote!(__rt::Some(#value))
    } else {
        quote!(__rt::None)
    }
}

/// The registration of op `o` (number `id`): `ctx.register_op` with its `OpDefinition`
/// (traits, parse/print, verifiers, fold and canonicalization hooks, effects, default
/// properties, segment groups), then its interface models.
fn register_op(m: &Model, id: OpId, o: &OpDef) -> Result<TokenStream, OdsDiagnostic> {
    let t = ident(&o.rust_name, o.span)?;
    let asm = o.hooks.custom_assembly || o.asm_format.is_some();
    let parse = some_if(asm, quote!(#t::__ods_parse));
    let print = some_if(asm, quote!(#t::__ods_print));
    let vr = some_if(
        super::verify::needs_region_verify(o),
        quote!(#t::__ods_verify_regions),
    );
    let fold = some_if(o.hooks.has_folder, quote!(#t::__ods_fold));
    let canon = some_if(
        o.hooks.has_canonicalize_method,
        quote!(|rewriter: &mut __rt::Rewriter<'_>, op: __rt::Op| -> bool {
            <#t as __rt::hooks::Canonicalize>::canonicalize(
                #t::from_op_unchecked(op),
                rewriter,
            )
        }),
    );
    let canon_patterns = some_if(
        o.hooks.has_canonicalizer,
        quote!(<#t as __rt::hooks::CanonicalizationPatterns>::canonicalization_patterns),
    );
    let effects = gen_effects(o, &t);
    let effects_fn = gen_effects_fn(o, &t);
    let populate_defaults = gen_populate_defaults(m, o)?;
    let group_count = |mode: SegmentMode, n: usize| {
        let n = n as u32;
        some_if(mode == SegmentMode::AttrSized, quote!(#n))
    };
    let operand_groups = group_count(o.operand_segments, o.operands.len());
    let result_groups = group_count(o.result_segments, o.results.len());
    let mut ifaces: TokenStream = o
        .interfaces
        .iter()
        .map(|u| super::interfaces::gen_register_model(m, id, u))
        .collect();
    ifaces.extend(gen_result_group_names(o, &t));
    let bind = if ifaces.is_empty() {
        quote!()
    } else {
        quote!(let __ods_id =)
    };
    Ok(quote! {
        #bind ctx.register_op(__rt::registry::OpDefinition {
            traits: #t::TRAITS,
            property_names: #t::PROPERTY_NAMES,
            parse: #parse,
            print: #print,
            verify: __rt::Some(#t::__ods_verify),
            verify_regions: #vr,
            fold: #fold,
            rust_type: __rt::Some(::core::any::TypeId::of::<#t>),
            canonicalize: #canon,
            canonicalization_patterns: #canon_patterns,
            effects: #effects,
            effects_fn: #effects_fn,
            populate_defaults: #populate_defaults,
            inherent_attr_checks: #t::__ODS_INHERENT_ATTR_CHECKS,
            verify_checks_terminator: true,
            segment_groups: (#operand_groups, #result_groups),
            ..__rt::registry::OpDefinition::new(#t::NAME)
        });
        #ifaces
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::*;

    fn op_with(traits: Vec<TraitUse>) -> OpDef {
        OpDef {
            mnemonic: "x".into(),
            full_name: "t.x".into(),
            rust_name: "XOp".into(),
            docs: Docs {
                summary: "an op".into(),
                description: "Does x.".into(),
            },
            arguments: vec![],
            operands: vec![OperandDef {
                name: "a".into(),
                constraint: ConstraintId(0),
                arity: Arity::Variadic,
                doc: "the | inputs".into(),
                effects: Vec::new(),
                span: Span::default(),
            }],
            attributes: vec![],
            results: vec![],
            regions: vec![RegionDef {
                name: "body".into(),
                constraint: RegionConstraint::Sized(1),
                variadic: false,
                doc: String::new(),
                span: Span::default(),
            }],
            successors: vec![],
            traits,
            interfaces: vec![],
            operand_segments: SegmentMode::AttrSized,
            result_segments: SegmentMode::None,
            builders: vec![],
            skip_default_builders: false,
            format: None,
            asm_format: None,
            hooks: Hooks::default(),
            extra: vec![],
            span: Span::default(),
        }
    }

    fn model() -> Model {
        Model {
            constraints: vec![Constraint {
                name: "AnyType".into(),
                kind: ConstraintKind::Type,
                pred: Pred::True,
                summary: "any type".into(),
                description: String::new(),
                type_builder: None,
                type_class: None,
                attr: None,
                span: Span::default(),
            }],
            ..Default::default()
        }
    }

    #[test]
    fn trait_flags_cover_parameterized_and_segment_traits() {
        let op = op_with(vec![
            TraitUse::Native(NativeTrait::Pure),
            TraitUse::SingleBlockImplicitTerminator("t.y".into()),
            TraitUse::HasParent(vec!["t.p".into()]),
            TraitUse::Native(NativeTrait::SameOperandsAndResultElementType),
            TraitUse::Native(NativeTrait::Pure),
        ]);
        assert_eq!(
            trait_flags(&op),
            [
                "PURE",
                "SINGLE_BLOCK",
                "SINGLE_BLOCK_IMPLICIT_TERMINATOR",
                "HAS_PARENT",
                "SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE",
                "ATTR_SIZED_OPERAND_SEGMENTS"
            ]
        );
        assert_eq!(
            traits_tokens(&op_with(vec![])).to_string(),
            "__rt :: registry :: OpTraits (__rt :: registry :: OpTraits :: ATTR_SIZED_OPERAND_SEGMENTS . 0)"
        );
    }

    #[test]
    fn single_groups_at_a_fixed_index_are_read_directly() {
        let m = model();
        let single = |name: &str, arity: Arity| OperandDef {
            name: name.into(),
            constraint: ConstraintId(0),
            arity,
            doc: String::new(),
            effects: Vec::new(),
            span: Span::default(),
        };
        let mut op = op_with(vec![]);
        op.operands = vec![
            single("a", Arity::Single),
            single("b", Arity::Variadic),
            single("c", Arity::Single),
        ];
        op.results = vec![single("r", Arity::Single)];
        op.operand_segments = SegmentMode::None;
        let mut m2 = m.clone();
        m2.ops = vec![op.clone()];
        let text = gen_op(&m2, OpId(0)).unwrap().to_string();
        // the form of each group's accessor macro says how its getter reads it
        let call = |form: &str, rest: &str| format!("__ods_operand ! ({form} {rest}");
        assert!(
            text.contains(&call("single_at", "a a_range set_a 0")),
            "{text}"
        );
        assert!(text.contains(&call("variadic", "b b_range 1")), "{text}");
        assert!(
            text.contains(&call("single", "c c_range set_c 2")),
            "{text}"
        );
        assert!(
            text.contains("__ods_result ! (single_at r r_range r_type 0"),
            "{text}"
        );
        // with segment sizes no index is fixed
        m2.ops[0].operand_segments = SegmentMode::AttrSized;
        let text = gen_op(&m2, OpId(0)).unwrap().to_string();
        assert!(
            text.contains(&call("single", "a a_range set_a 0")),
            "{text}"
        );
    }

    #[test]
    fn references_get_the_context_lifetime() {
        let (t, added) = rust_type("Option<&str>", Span::default(), true).unwrap();
        assert_eq!(t.to_string(), "Option < & 'c str >");
        assert!(added);
        let (t, added) = rust_type("&'static [i64]", Span::default(), true).unwrap();
        assert_eq!(t.to_string(), "& 'static [i64]");
        assert!(!added);
        let e = rust_type("Vec<", Span::new(FileId(1), 4, 8), true).unwrap_err();
        assert_eq!(e.span.start, 4);
    }

    #[test]
    fn identifiers_are_raw_for_keywords_and_rejected_when_impossible() {
        assert_eq!(
            ident("type", Span::default()).unwrap().to_string(),
            "r#type"
        );
        assert_eq!(ident("lhs", Span::default()).unwrap().to_string(), "lhs");
        assert_eq!(
            ident("9x", Span::default()).unwrap_err().message,
            "`9x` cannot be used as a Rust identifier; rename it"
        );
    }

    #[test]
    fn doc_has_summary_description_and_tables() {
        let m = model();
        let op = op_with(vec![TraitUse::Native(NativeTrait::Pure)]);
        assert_eq!(
            op_doc(&m, &op),
            "`t.x`: an op\n\nDoes x.\n\n# Operands\n\n| Operand | Constraint | Description |\n|---|---|---|\n| `a` | variadic of any type | the \\| inputs |\n\n# Regions\n\n| Region | Constraint | Description |\n|---|---|---|\n| `body` | region with 1 blocks |   |\n\n# Traits\n\n`Pure`\n"
        );
    }

    #[test]
    fn layout_puts_segment_sizes_after_stored_attributes() {
        let mut m = model();
        m.dialect.use_properties = true;
        let mut op = op_with(vec![]);
        op.attributes = vec![AttrDef {
            name: "k".into(),
            getter: "k".into(),
            constraint: ConstraintId(0),
            kind: AttrKindDef::Constant {
                value: Code::default(),
            },
            is_property: false,
            doc: String::new(),
            span: Span::default(),
        }];
        let l = layout(&m, &op);
        assert_eq!(l.property_names, ["operandSegmentSizes"]);
        assert_eq!(l.attr_index, [None]);
        assert_eq!(l.operand_sizes, Some(0));
    }
}
