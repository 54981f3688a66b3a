//! Per-op builders: the default forms and the custom builders declared in the `.ods` file.
//!
//! Every builder comes in two spellings, as in MLIR (`Op::build` and `builder.create<Op>`):
//! `build*(ctx: &mut Context, loc, ..)` returns the handle of a new op that is not inserted
//! anywhere, and `create*(builder: &mut OpBuilder<'_>, loc, ..)` with the same parameters
//! inserts it at the builder's insertion point. The `create*` form is the implementation (a
//! custom builder's body and its region callbacks run with the caller's builder); `build*` is
//! one line: the `create*` form on a detached builder (`OpBuilder::new(ctx)`).
//!
//! Parameters after `ctx`/`builder` and `loc`, in this order:
//!
//! 1. result types, one per result group (`Type`, `Option<Type>`, `&[Type]`), left out when
//!    every result is a single value of a buildable type, when `SameOperandsAndResultType`
//!    gives them (type of the first operand, which must be a single operand), or when the op
//!    declares `InferTypeOpInterface` (the author implements
//!    `ods_runtime::ods::hooks::InferTypeOpInterface` for the handle);
//! 2. the `arguments` in declaration order, operands and attributes interleaved as declared:
//!    `Value`, `Option<Value>`, `&[Value]`, `&[&[Value]]` for operands; the typed value of an
//!    attribute where its constraint can build one (`i64`, `&str`, an enum, `Type`, ...,
//!    `bool` for a presence attribute such as `UnitAttr`), its `Attribute` otherwise;
//! 3. a `<name>_count: usize` per variadic region group (the regions are created empty; fixed
//!    regions are always created, empty);
//! 4. successors (`Block`, `&[Block]` for a variadic group).
//!
//! The default forms:
//!
//! * `build` / `create`: only the required arguments; optional operands, optional and
//!   default-valued attributes and presence attributes are left out (absent: the getter gives
//!   `None`, the default or `false`). Adding an optional argument to an op therefore breaks no
//!   `build` call; set it after building with the typed setter (`set_<attr>`), or use:
//! * `build_full` / `create_full`: every argument, `Option<T>` for the optional ones (`None`:
//!   absent) and `bool` for presence attributes. Not generated when it would equal `build`.
//! * `build_with_result_types` / `create_with_result_types`: as `build` with all result types
//!   given as one `result_types: &[Type]`, for ops whose `build` takes no result types
//!   (buildable, `SameOperandsAndResultType` or inferred ones).
//! * `build_generic` / `create_generic`: `result_types: &[Type], operands: &[Value], attrs:
//!   &[(&str, Attribute)]` (inherent attributes go to their property slots).
//! * custom builders (`builder name [{ params }] [{ body }]`): `name(ctx, loc, params)` and
//!   `create_name(builder, loc, params)`; the body fills `state: &mut OperationState` with
//!   `ctx: &mut OpBuilder` at hand (it dereferences to the `Context`; `$_ctx` and `$_builder`
//!   name it too), so it can build regions with `ctx.build_region(state.regions[i], ..)`
//!   before the op is created, as MLIR's `bodyBuilder` callbacks do.
//!
//! Segment sizes (`operandSegmentSizes`, `resultSegmentSizes`, the sub-group sizes of a
//! variadic-of-variadic operand) are always computed, never parameters.
//! `skip_default_builders` drops the default forms.

use heck::ToSnakeCase;
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};
use syn::punctuated::Punctuated;

use super::code;
use super::op::{constraint, ident, layout, lit, rust_type, storage, Layout};
use crate::model::{
    Argument, Arity, AttrKindDef, BuilderDef, KnownInterface, Model, NativeTrait, OdsDiagnostic,
    OpDef, OpId, SegmentMode, TraitUse,
};

/// The placeholders of a custom builder body: the state being filled and the builder (`ctx`).
pub const BUILDER_BODY_SUBST: &[(&str, &str)] =
    &[("_state", "state"), ("_ctx", "ctx"), ("_builder", "ctx")];

/// How `build` gets its result types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultTypes {
    /// one parameter per result group
    Explicit,
    /// from each result constraint's type builder
    Buildable,
    /// all results have the first operand's type
    SameAsFirstOperand,
    /// `InferTypeOpInterface::infer_return_types`
    Inferred,
    /// one `result_types: &[Type]` parameter (`build_with_result_types`)
    Aggregate,
}

/// How `build` of `op` obtains result types.
pub fn result_types_mode(m: &Model, op: &OpDef) -> ResultTypes {
    if op.results.is_empty() {
        return ResultTypes::Explicit;
    }
    let all_single = op.results.iter().all(|r| r.arity == Arity::Single);
    if all_single
        && op.results.iter().all(|r| {
            m.constraints
                .get(r.constraint.index())
                .is_some_and(|c| c.type_builder.is_some())
        })
    {
        return ResultTypes::Buildable;
    }
    if all_single
        && op
            .operands
            .first()
            .is_some_and(|o| o.arity == Arity::Single)
        && op
            .traits
            .contains(&TraitUse::Native(NativeTrait::SameOperandsAndResultType))
    {
        return ResultTypes::SameAsFirstOperand;
    }
    if op
        .interfaces
        .iter()
        .any(|i| i.known == Some(KnownInterface::InferTypeOpInterface))
    {
        return ResultTypes::Inferred;
    }
    ResultTypes::Explicit
}

/// The builders of op `id`.
pub fn gen_builders(m: &Model, id: OpId) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    let Some(op) = m.ops.get(id.index()) else {
        return Ok(TokenStream::new());
    };
    gen_inner(m, op).map_err(|e| vec![e])
}

fn gen_inner(m: &Model, op: &OpDef) -> Result<TokenStream, OdsDiagnostic> {
    let ty = ident(&op.rust_name, op.span)?;
    let mut out = TokenStream::new();
    if !op.skip_default_builders {
        out.extend(gen_defaults(m, op)?);
        out.extend(gen_generic(op));
    }
    for b in &op.builders {
        out.extend(gen_custom(op, b)?);
    }
    if out.is_empty() {
        return Ok(out);
    }
    // The builders embed the constraints' `build` snippets, written once for every width
    // (`$_value as i64` is a no-op cast for `I64Attr`).
    Ok(quote! {
        #[allow(clippy::unnecessary_cast)]
        impl #ty {
            #out
        }
    })
}

/// `build_generic` and `create_generic`.
fn gen_generic(op: &OpDef) -> TokenStream {
    let name = &op.full_name;
    quote!(__rt::__ods_generic_builders!(#name);)
}

/// `#[allow(clippy::too_many_arguments)]` for a function of `n` parameters, when clippy's
/// limit (7) is exceeded.
fn too_many(n: usize) -> TokenStream {
    if n > 7 {
        quote!(#[allow(clippy::too_many_arguments)])
    } else {
        quote!()
    }
}

/// A custom builder: `name(ctx, loc, params)` delegating to `create_name(builder, loc,
/// params)`, which runs the body on a fresh state with the builder as `ctx`.
fn gen_custom(op: &OpDef, b: &BuilderDef) -> Result<TokenStream, OdsDiagnostic> {
    let name = ident(&b.name, b.span)?;
    let create = ident(&format!("create_{}", b.name), b.span)?;
    let params = builder_params(b)?;
    let args = builder_arg_names(b)?;
    let params = params.iter().collect::<Vec<_>>();
    let body = code::parse_block_body(&b.body, BUILDER_BODY_SUBST)?;
    let doc = if b.doc.is_empty() {
        format!("Builds a `{}` op (not inserted).", op.full_name)
    } else {
        b.doc.clone()
    };
    let doc = doc.lines().map(|l| format!(" {l}"));
    let cdoc = format!(" As [`Self::{name}`], inserted at the builder's insertion point.");
    let clippy = too_many(params.len() + 2);
    Ok(quote! {
        #(#[doc = #doc])*
        #clippy
        pub fn #name(ctx: &mut __rt::Context, loc: __rt::Location, #(#params),*) -> Self {
            Self::#create(&mut __rt::OpBuilder::new(ctx), loc, #(#args),*)
        }
        #[doc = #cdoc]
        #clippy
        #[allow(unused_mut, unused_variables, unreachable_code, clippy::needless_return)]
        pub fn #create(builder: &mut __rt::OpBuilder<'_>, loc: __rt::Location, #(#params),*) -> Self {
            let mut __ods_state = __rt::access::new_state(builder, Self::NAME, loc, Self::PROPERTY_NAMES.len());
            {
                let (ctx, state) = (&mut *builder, &mut __ods_state);
                #body
            }
            Self(builder.create_op(__ods_state))
        }
    })
}

/// The parameter list of op builder `b`, parsed. Validation runs it on every builder, so its
/// error is unreachable from code generation.
pub(crate) fn builder_params(
    b: &BuilderDef,
) -> Result<Punctuated<syn::FnArg, syn::Token![,]>, OdsDiagnostic> {
    let measure = crate::nesting::rust_nesting(&b.params.text);
    if measure > crate::nesting::MAX_RUST_NESTING {
        return Err(OdsDiagnostic::new(
            b.params.span,
            crate::nesting::too_deep_message("this parameter list", measure),
        ));
    }
    let ptoks: TokenStream = b.params.text.parse().map_err(|e| {
        OdsDiagnostic::new(
            b.params.span,
            format!("these builder parameters do not lex: {e}"),
        )
    })?;
    crate::nesting::with_rust_stack(measure, || {
        syn::parse::Parser::parse2(
            Punctuated::<syn::FnArg, syn::Token![,]>::parse_terminated,
            ptoks,
        )
    })
    .map_err(|e| {
        OdsDiagnostic::new(
            b.params.span,
            format!("expected Rust function parameters (`name: Type, ...`) here: {e}"),
        )
    })
}

/// The names of op builder `b`'s parameters, which `name` passes on to `create_name`: each
/// parameter must be a plain name (`x: T` or `mut x: T`). Validation runs it on every builder.
pub(crate) fn builder_arg_names(b: &BuilderDef) -> Result<Vec<Ident>, OdsDiagnostic> {
    let mut names = Vec::new();
    for p in builder_params(b)? {
        let name = match &p {
            syn::FnArg::Typed(t) => match &*t.pat {
                syn::Pat::Ident(i) if i.by_ref.is_none() && i.subpat.is_none() => {
                    Some(i.ident.clone())
                }
                _ => None,
            },
            syn::FnArg::Receiver(_) => None,
        };
        let Some(name) = name else {
            return Err(OdsDiagnostic::new(
                code::start_of(&b.params),
                format!(
                    "builder `{}` takes a parameter that is not a plain name: write `name: Type` (the generated `{}` passes it on to `create_{}`)",
                    b.name, b.name, b.name
                ),
            ));
        };
        if ["ctx", "loc", "builder", "state"].contains(&name.to_string().as_str()) {
            return Err(OdsDiagnostic::new(
                code::start_of(&b.params),
                format!(
                    "builder `{}` has a parameter named `{name}`, which names a parameter or variable of the generated builder: rename it",
                    b.name
                ),
            ));
        }
        names.push(name);
    }
    Ok(names)
}

/// One parameter of the default builders.
struct Param {
    /// its name
    name: Ident,
    /// its type in `build`/`build_full` (a typed attribute value where possible)
    typed: TokenStream,
    /// its type in `__ods_state` (an `Attribute` for attributes)
    raw: TokenStream,
    /// statements turning the typed value into the raw one (none when they are the same)
    convert: TokenStream,
    /// the typed value `create` passes to `create_full` when the parameter is left out;
    /// `None` for a required parameter
    omitted: Option<TokenStream>,
    /// what it is, for the docs
    doc: String,
}

/// The parameters and statements shared by the default builders.
struct Parts {
    /// arguments in declaration order, then region counts and successors
    params: Vec<Param>,
    /// body of `__ods_state` (after `let mut state = new_state(..)`)
    state_body: TokenStream,
}

impl Parts {
    fn any_optional(&self) -> bool {
        self.params.iter().any(|p| p.omitted.is_some())
    }
}

fn operand_param(o: &crate::model::OperandDef) -> Result<Param, OdsDiagnostic> {
    let name = super::op::getter_ident(&o.name, o.span)?;
    let t = match &o.arity {
        Arity::Single => quote!(__rt::Value),
        Arity::Optional => quote!(__rt::Option<__rt::Value>),
        Arity::Variadic => quote!(&[__rt::Value]),
        Arity::VariadicOfVariadic { .. } => quote!(&[&[__rt::Value]]),
    };
    let omitted = (o.arity == Arity::Optional).then(|| quote!(__rt::None));
    let doc = format!(
        "`{}`: the `{}` operand{}{}",
        name,
        o.name,
        if matches!(o.arity, Arity::Single | Arity::Optional) {
            ""
        } else {
            "s"
        },
        if omitted.is_some() {
            " (`None`: absent)"
        } else {
            ""
        }
    );
    Ok(Param {
        name,
        typed: t.clone(),
        raw: t,
        convert: TokenStream::new(),
        omitted,
        doc,
    })
}

fn attr_param(m: &Model, a: &crate::model::AttrDef) -> Result<Param, OdsDiagnostic> {
    let n = ident(&a.getter, a.span)?;
    let optional = !matches!(a.kind, AttrKindDef::Required);
    let raw = if optional {
        quote!(__rt::Option<__rt::Attribute>)
    } else {
        quote!(__rt::Attribute)
    };
    let none = quote!(__rt::None);
    let mut p = Param {
        name: n.clone(),
        typed: raw.clone(),
        raw,
        convert: TokenStream::new(),
        omitted: optional.then(|| none.clone()),
        doc: String::new(),
    };
    let mut presence = false;
    let build = storage(m, a)?.and_then(|st| st.build.as_ref().map(|b| (st, b)));
    if let Some((st, b)) = build {
        let (t, _) = rust_type(&st.rust_type, a.span, false)?;
        let pname = n.to_string();
        if st.presence {
            presence = true;
            let e = code::parse_expr(b, &[("_value", "true"), ("_ctx", "ctx")])?;
            p.typed = quote!(bool);
            p.omitted = Some(quote!(false));
            p.convert = quote!(let #n = if #n { __rt::Some(#e) } else { #none };);
        } else if optional && b.text.trim() == "$_value" {
            // the typed value is the attribute itself: nothing to convert
            p.typed = quote!(__rt::Option<#t>);
        } else if optional {
            let e = code::parse_expr(b, &[("_value", "value"), ("_ctx", "ctx")])?;
            p.typed = quote!(__rt::Option<#t>);
            p.convert = quote!(let #n = #n.map(|value| #e););
        } else {
            let e = code::parse_expr(b, &[("_value", &pname), ("_ctx", "ctx")])?;
            p.typed = t;
            p.convert = quote!(let #n = #e;);
        }
    }
    let what = match a.kind {
        _ if presence => " (`false`: absent)",
        AttrKindDef::Required => "",
        AttrKindDef::Optional | AttrKindDef::DefaultValuedOptional { .. } => " (`None`: absent)",
        _ => " (`None`: the default)",
    };
    p.doc = format!("`{}`: the `{}` attribute{what}", a.getter, a.name);
    Ok(p)
}

/// The parameters and state statements of the default builders, entity by entity: the
/// arguments (operands and attributes) in declaration order, then region counts, then
/// successors. The state gets the operands, the attributes, the segment sizes, the regions
/// and the successors, in this order.
fn parts(m: &Model, op: &OpDef) -> Result<Parts, OdsDiagnostic> {
    let l = layout(m, op);
    let (mut params, set_attrs) = argument_params(m, op, &l)?;
    let (mut state_body, sub_group_sizes) = operand_statements(op, &l)?;
    state_body.extend(set_attrs);
    state_body.extend(sub_group_sizes);
    state_body.extend(operand_segment_sizes(op, &l)?);
    let (regions, region_params) = region_parts(op);
    state_body.extend(regions);
    params.extend(region_params);
    let (successors, successor_params) = successor_parts(op)?;
    state_body.extend(successors);
    params.extend(successor_params);
    Ok(Parts { params, state_body })
}

/// The parameters of the op's arguments in declaration order: every operand, and every stored
/// attribute except the sub-group sizes of a variadic-of-variadic operand (computed, never a
/// parameter); with the `set_state_attrs` statement storing the attribute parameters (nothing
/// when there are none).
fn argument_params(
    m: &Model,
    op: &OpDef,
    l: &Layout,
) -> Result<(Vec<Param>, TokenStream), OdsDiagnostic> {
    let mut params = Vec::new();
    let mut values: Vec<TokenStream> = vec![quote!(__rt::None); l.entries.len()];
    let mut any_attr = false;
    let vov_attrs: Vec<&str> = op
        .operands
        .iter()
        .filter_map(|o| match &o.arity {
            Arity::VariadicOfVariadic { segment_attr } => Some(segment_attr.as_str()),
            _ => None,
        })
        .collect();
    for arg in &op.arguments {
        match *arg {
            Argument::Operand(i) => {
                if let Some(o) = op.operands.get(i) {
                    params.push(operand_param(o)?);
                }
            }
            Argument::Attr(i) => {
                let Some(a) = op.attributes.get(i) else {
                    continue;
                };
                let Some(Some(k)) = l.attr_index.get(i) else {
                    continue;
                };
                if vov_attrs.contains(&a.name.as_str()) {
                    continue;
                }
                let param = attr_param(m, a)?;
                let n = &param.name;
                any_attr = true;
                if let Some(v) = values.get_mut(*k) {
                    *v = if matches!(a.kind, AttrKindDef::Required) {
                        quote!(__rt::Some(#n))
                    } else {
                        quote!(#n)
                    };
                }
                params.push(param);
            }
        }
    }
    let set_attrs = if any_attr {
        quote! {
            __rt::access::set_state_attrs(ctx, &mut state, Self::__ODS_ATTRS, &[#(#values),*]);
        }
    } else {
        TokenStream::new()
    };
    Ok((params, set_attrs))
}

/// The statements pushing the operands onto the state, in their own order, and those storing
/// the sub-group sizes of each variadic-of-variadic operand.
fn operand_statements(op: &OpDef, l: &Layout) -> Result<(TokenStream, TokenStream), OdsDiagnostic> {
    let mut push = TokenStream::new();
    let mut sizes = TokenStream::new();
    for o in &op.operands {
        let n = super::op::getter_ident(&o.name, o.span)?;
        push.extend(match &o.arity {
            Arity::Single => quote!(state.operands.push(#n);),
            Arity::Optional => quote!(state.operands.extend(#n);),
            Arity::Variadic => quote!(state.operands.extend_from_slice(#n);),
            Arity::VariadicOfVariadic { segment_attr } => {
                let k = op
                    .attributes
                    .iter()
                    .position(|a| &a.name == segment_attr)
                    .and_then(|i| l.attr_index.get(i).copied().flatten())
                    .ok_or_else(|| {
                        OdsDiagnostic::new(
                            o.span,
                            format!("the segment-sizes attribute `{segment_attr}` is not a stored argument of the op"),
                        )
                    })?;
                let k = lit(k);
                sizes.extend(quote! {
                    let sizes: ::std::vec::Vec<i32> = #n.iter().map(|g| g.len() as i32).collect();
                    __rt::access::set_state_sizes(ctx, &mut state, &Self::__ODS_ATTRS[#k], &sizes);
                });
                quote!(for g in #n { state.operands.extend_from_slice(g); })
            }
        });
    }
    Ok((push, sizes))
}

/// The statement storing `operandSegmentSizes`, computed from the operand parameters, when
/// the operands are attribute-sized.
fn operand_segment_sizes(op: &OpDef, l: &Layout) -> Result<TokenStream, OdsDiagnostic> {
    let Some(k) = l.operand_sizes else {
        return Ok(TokenStream::new());
    };
    let mut sizes = Vec::new();
    for o in &op.operands {
        let n = super::op::getter_ident(&o.name, o.span)?;
        sizes.push(match o.arity {
            Arity::Single => quote!(1),
            Arity::Optional => quote!(#n.is_some() as i32),
            Arity::Variadic => quote!(#n.len() as i32),
            Arity::VariadicOfVariadic { .. } => {
                quote!(#n.iter().map(|g| g.len() as i32).sum::<i32>())
            }
        });
    }
    let k = lit(k);
    Ok(quote! {
        __rt::access::set_state_sizes(ctx, &mut state, &Self::__ODS_ATTRS[#k], &[#(#sizes),*]);
    })
}

/// The statements creating the regions (the fixed ones at once, empty) and a
/// `<name>_count: usize` parameter per variadic region group.
fn region_parts(op: &OpDef) -> (TokenStream, Vec<Param>) {
    let mut stmts = TokenStream::new();
    let mut params = Vec::new();
    let fixed = op.regions.iter().filter(|r| !r.variadic).count();
    if fixed > 0 {
        let fixed = lit(fixed);
        stmts.extend(quote!(__rt::access::add_regions(ctx, &mut state, #fixed);));
    }
    for r in op.regions.iter().filter(|r| r.variadic) {
        let n = format_ident!("{}_count", r.name.to_snake_case());
        stmts.extend(quote!(__rt::access::add_regions(ctx, &mut state, #n);));
        params.push(Param {
            doc: format!("`{n}`: how many `{}` regions to create (empty)", r.name),
            name: n,
            typed: quote!(usize),
            raw: quote!(usize),
            convert: TokenStream::new(),
            omitted: None,
        });
    }
    (stmts, params)
}

/// A parameter per successor (`Block`, `&[Block]` for a variadic group) and the statements
/// adding them to the state.
fn successor_parts(op: &OpDef) -> Result<(TokenStream, Vec<Param>), OdsDiagnostic> {
    let mut stmts = TokenStream::new();
    let mut params = Vec::new();
    for s in &op.successors {
        let n = super::op::getter_ident(&s.name, s.span)?;
        let (t, push) = if s.variadic {
            (
                quote!(&[__rt::Block]),
                quote!(state.successors.extend_from_slice(#n);),
            )
        } else {
            (quote!(__rt::Block), quote!(state.successors.push(#n);))
        };
        stmts.extend(push);
        params.push(Param {
            doc: format!(
                "`{}`: the `{}` successor{}",
                s.name,
                s.name,
                if s.variadic { "s" } else { "" }
            ),
            name: n,
            typed: t.clone(),
            raw: t,
            convert: TokenStream::new(),
            omitted: None,
        });
    }
    Ok((stmts, params))
}

/// The result-type parameters of a builder, their names and the statements that fill
/// `state.result_types`.
struct ResultParts {
    params: Vec<TokenStream>,
    args: Vec<Ident>,
    stmts: TokenStream,
    docs: Vec<String>,
}

/// Result-type parameters and statements for a mode.
fn results(m: &Model, op: &OpDef, mode: ResultTypes) -> Result<ResultParts, OdsDiagnostic> {
    let l = layout(m, op);
    let mut r = ResultParts {
        params: Vec::new(),
        args: Vec::new(),
        stmts: TokenStream::new(),
        docs: Vec::new(),
    };
    match mode {
        ResultTypes::Explicit => {
            for g in &op.results {
                let p = format_ident!("{}_type", g.name);
                let (t, push) = match g.arity {
                    Arity::Single => (quote!(__rt::Type), quote!(state.result_types.push(#p);)),
                    Arity::Optional => (
                        quote!(__rt::Option<__rt::Type>),
                        quote!(state.result_types.extend(#p);),
                    ),
                    _ => (
                        quote!(&[__rt::Type]),
                        quote!(state.result_types.extend_from_slice(#p);),
                    ),
                };
                r.params.push(quote!(#p: #t));
                r.docs
                    .push(format!("`{p}`: type of the `{}` result", g.name));
                r.stmts.extend(push);
                r.args.push(p);
            }
            if let Some(k) = l.result_sizes {
                let sizes = op.results.iter().map(|g| {
                    let p = format_ident!("{}_type", g.name);
                    match g.arity {
                        Arity::Single => quote!(1),
                        Arity::Optional => quote!(#p.is_some() as i32),
                        _ => quote!(#p.len() as i32),
                    }
                });
                let k = lit(k);
                r.stmts.extend(quote! {
                    __rt::access::set_state_sizes(ctx, &mut state, &Self::__ODS_ATTRS[#k], &[#(#sizes),*]);
                });
            }
        }
        ResultTypes::Aggregate => {
            r.params.push(quote!(result_types: &[__rt::Type]));
            r.docs.push("`result_types`: all result types".into());
            r.stmts
                .extend(quote!(state.result_types.extend_from_slice(result_types);));
            r.args.push(format_ident!("result_types"));
        }
        ResultTypes::Buildable => {
            for g in &op.results {
                let c = constraint(m, g.constraint, g.span)?;
                if let Some(tb) = &c.type_builder {
                    let e = code::parse_expr(tb, &[("_ctx", "ctx")])?;
                    r.stmts.extend(quote! {
                        let ty = #e;
                        state.result_types.push(ty);
                    });
                }
            }
        }
        ResultTypes::SameAsFirstOperand => {
            if let Some(first) = op.operands.first() {
                let first = super::op::getter_ident(&first.name, first.span)?;
                let n = lit(op.results.len());
                r.stmts.extend(quote! {
                    let ty = __rt::access::value_type(ctx, #first);
                    state.result_types.extend(::core::iter::repeat_n(ty, #n));
                });
            }
        }
        ResultTypes::Inferred => {
            r.stmts.extend(quote! {
                let types = __rt::access::expect_inferred(
                    <Self as __rt::hooks::InferTypeOpInterface>::infer_return_types(ctx, &state),
                    Self::NAME,
                );
                state.result_types.extend(types);
            });
        }
    }
    Ok(r)
}

/// Doc lines: a headline, then one bullet per parameter.
fn param_docs(headline: String, docs: &[String]) -> Vec<String> {
    let mut out = vec![headline];
    if !docs.is_empty() {
        out.push(String::new());
        out.extend(docs.iter().map(|d| format!(" * {d}")));
    }
    out
}

/// A `create*` function that does the work: converts typed attributes, fills the state with
/// `__ods_state` (parameters left out pass `None`), adds the result types and creates the op
/// at the builder's insertion point.
fn create_impl(
    name: &Ident,
    doc: &[String],
    results: &ResultParts,
    params: &[&Param],
    all: &[Param],
) -> TokenStream {
    let convert = params.iter().map(|p| &p.convert);
    let state_args = all.iter().map(|p| {
        if params.iter().any(|q| q.name == p.name) {
            let n = &p.name;
            quote!(#n)
        } else {
            quote!(__rt::None)
        }
    });
    let decl = params.iter().map(|p| {
        let (n, t) = (&p.name, &p.typed);
        quote!(#n: #t)
    });
    let rparams = &results.params;
    let rstmts = &results.stmts;
    let mut_s = if rstmts.is_empty() {
        quote!()
    } else {
        quote!(mut)
    };
    let clippy = too_many(rparams.len() + params.len() + 2);
    quote! {
        #(#[doc = #doc])*
        #clippy
        pub fn #name(builder: &mut __rt::OpBuilder<'_>, loc: __rt::Location, #(#rparams,)* #(#decl),*) -> Self {
            let ctx: &mut __rt::Context = builder;
            #(#convert)*
            let #mut_s state = Self::__ods_state(ctx, loc, #(#state_args),*);
            #rstmts
            Self(builder.create_op(state))
        }
    }
}

/// A one-line builder: `name(first, loc, ..)` calling `target` with `call_first`, the result
/// arguments and `args`.
#[allow(clippy::too_many_arguments)]
fn delegate(
    name: &str,
    doc: &[String],
    first: TokenStream,
    call_first: TokenStream,
    target: &str,
    results: &ResultParts,
    params: &[&Param],
    args: Vec<TokenStream>,
) -> TokenStream {
    let name = format_ident!("{}", name);
    let target = format_ident!("{}", target);
    let rparams = &results.params;
    let rargs = &results.args;
    let decl = params.iter().map(|p| {
        let (n, t) = (&p.name, &p.typed);
        quote!(#n: #t)
    });
    if name.to_string().starts_with("build") {
        // `build*` on a detached builder: the runtime's macro writes the delegation
        return quote! {
            __rt::__ods_build!(#(#[doc = #doc])* #name => #target(#(#rparams,)* #(#decl),*));
        };
    }
    let clippy = too_many(rparams.len() + params.len() + 2);
    quote! {
        #(#[doc = #doc])*
        #clippy
        pub fn #name(#first, loc: __rt::Location, #(#rparams,)* #(#decl),*) -> Self {
            Self::#target(#call_first, loc, #(#rargs,)* #(#args),*)
        }
    }
}

/// The default builders and the hidden `__ods_state` they share.
fn gen_defaults(m: &Model, op: &OpDef) -> Result<TokenStream, OdsDiagnostic> {
    let p = parts(m, op)?;
    let mode = result_types_mode(m, op);
    let res = results(m, op, mode)?;
    let state_params = p.params.iter().map(|q| {
        let (n, t) = (&q.name, &q.raw);
        quote!(#n: #t)
    });
    let state_body = &p.state_body;
    let clippy = too_many(p.params.len() + 2);
    let new_state = quote! {
        __rt::access::new_state(ctx, Self::NAME, loc, Self::PROPERTY_NAMES.len())
    };
    // With nothing to add, return the new state directly (a `let` returned at once is
    // clippy's `let_and_return`).
    let state_fn_body = if state_body.is_empty() {
        new_state
    } else {
        quote! {
            let mut state = #new_state;
            #state_body
            state
        }
    };
    let mut out = quote! {
        #[doc(hidden)]
        #clippy
        pub fn __ods_state(ctx: &mut __rt::Context, loc: __rt::Location, #(#state_params),*) -> __rt::OperationState {
            #state_fn_body
        }
    };

    let full = op.full_name.as_str();
    let all: Vec<&Param> = p.params.iter().collect();
    let required: Vec<&Param> = p.params.iter().filter(|q| q.omitted.is_none()).collect();
    let has_full = p.any_optional();
    let name_of = |q: &&Param| {
        let n = &q.name;
        quote!(#n)
    };
    let docs_of = |params: &[&Param]| -> Vec<String> {
        res.docs
            .iter()
            .cloned()
            .chain(params.iter().map(|q| q.doc.clone()))
            .collect()
    };
    let detached = quote!(&mut __rt::OpBuilder::new(ctx));
    let ctx_param = quote!(ctx: &mut __rt::Context);
    let builder_param = quote!(builder: &mut __rt::OpBuilder<'_>);
    let inserted = |what: &str| {
        vec![format!(
            " As [`Self::{what}`], inserted at the builder's insertion point."
        )]
    };

    let left_out = if has_full {
        " Optional arguments are left out (absent or default): give them to [`Self::build_full`], or set them afterwards."
    } else {
        ""
    };
    let build_doc = param_docs(
        format!(" Builds a `{full}` op (not inserted).{left_out}"),
        &docs_of(&required),
    );
    // `build`, `create`: the required arguments; `create` is the implementation unless
    // there are optional ones, then it passes them on to `create_full` as absent
    out.extend(delegate(
        "build",
        &build_doc,
        ctx_param.clone(),
        detached.clone(),
        "create",
        &res,
        &required,
        required.iter().map(name_of).collect(),
    ));
    if has_full {
        let omitted_args = p
            .params
            .iter()
            .map(|q| match &q.omitted {
                Some(v) => v.clone(),
                None => name_of(&q),
            })
            .collect();
        out.extend(delegate(
            "create",
            &inserted("build"),
            builder_param.clone(),
            quote!(builder),
            "create_full",
            &res,
            &required,
            omitted_args,
        ));
        out.extend(delegate(
            "build_full",
            &param_docs(
                format!(" Builds a `{full}` op from every argument (not inserted)."),
                &docs_of(&all),
            ),
            ctx_param.clone(),
            detached.clone(),
            "create_full",
            &res,
            &all,
            all.iter().map(name_of).collect(),
        ));
        out.extend(create_impl(
            &format_ident!("create_full"),
            &inserted("build_full"),
            &res,
            &all,
            &p.params,
        ));
    } else {
        out.extend(create_impl(
            &format_ident!("create"),
            &inserted("build"),
            &res,
            &all,
            &p.params,
        ));
    }
    if mode != ResultTypes::Explicit && op.result_segments != SegmentMode::AttrSized {
        let agg = results(m, op, ResultTypes::Aggregate)?;
        out.extend(delegate(
            "build_with_result_types",
            &[format!(
                " Builds a `{full}` op with its result types given as one list (not inserted); the other parameters are those of [`Self::build`]."
            )],
            ctx_param,
            detached,
            "create_with_result_types",
            &agg,
            &required,
            required.iter().map(name_of).collect(),
        ));
        out.extend(create_impl(
            &format_ident!("create_with_result_types"),
            &inserted("build_with_result_types"),
            &agg,
            &required,
            &p.params,
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::*;

    fn code(t: &str) -> Code {
        Code {
            text: t.into(),
            span: Span::new(FileId(1), 0, t.len()),
        }
    }

    fn model() -> Model {
        let op = OpDef {
            mnemonic: "x".into(),
            full_name: "t.x".into(),
            rust_name: "XOp".into(),
            docs: Docs::default(),
            arguments: vec![],
            operands: vec![],
            attributes: vec![],
            results: vec![],
            regions: vec![],
            successors: vec![],
            traits: vec![],
            interfaces: vec![],
            operand_segments: SegmentMode::None,
            result_segments: SegmentMode::None,
            builders: vec![BuilderDef {
                name: "with_value".into(),
                doc: "Doc.".into(),
                params: code("v: i64"),
                body: code("let _ = ($_ctx, v); $_state.operands.clear();"),
                span: Span::default(),
            }],
            skip_default_builders: true,
            format: None,
            asm_format: None,
            hooks: Hooks::default(),
            extra: vec![],
            span: Span::default(),
        };
        Model {
            ops: vec![op],
            ..Default::default()
        }
    }

    #[test]
    fn custom_builder_runs_its_body_with_the_builder_and_delegates() {
        let m = model();
        let t = gen_builders(&m, OpId(0)).unwrap();
        let text = crate::codegen::format_tokens(t).unwrap();
        let expected = r#"impl XOp {
    /// Doc.
    pub fn with_value(ctx: &mut __rt::Context, loc: __rt::Location, v: i64) -> Self {
        Self::create_with_value(&mut __rt::OpBuilder::new(ctx), loc, v)
    }
    /// As [`Self::with_value`], inserted at the builder's insertion point.
    #[allow(unused_mut, unused_variables, unreachable_code, clippy::needless_return)]
    pub fn create_with_value(builder: &mut __rt::OpBuilder<'_>, loc: __rt::Location, v: i64) -> Self {
        let mut __ods_state = __rt::access::new_state(
            builder,
            Self::NAME,
            loc,
            Self::PROPERTY_NAMES.len()
        );
        {
            let (ctx, state) = (&mut *builder, &mut __ods_state);
            let _ = (ctx, v);
            state.operands.clear();
        }
        Self(builder.create_op(__ods_state))
    }
}
"#;
        assert!(text.ends_with(expected), "{text}");
    }

    #[test]
    fn empty_state_is_returned_directly_and_casts_are_allowed() {
        // clippy's `let_and_return` and `unnecessary_cast` must not fire in dialect crates
        let mut m = model();
        m.ops[0].skip_default_builders = false;
        m.ops[0].builders.clear();
        let text = crate::codegen::format_tokens(gen_builders(&m, OpId(0)).unwrap()).unwrap();
        let expected = r#"#[allow(clippy::unnecessary_cast)]
impl XOp {
    #[doc(hidden)]
    pub fn __ods_state(ctx: &mut __rt::Context, loc: __rt::Location) -> __rt::OperationState {
        __rt::access::new_state(ctx, Self::NAME, loc, Self::PROPERTY_NAMES.len())
    }
"#;
        assert!(text.contains(expected), "{text}");
    }

    #[test]
    fn no_results_means_explicit_and_skip_drops_defaults() {
        let m = model();
        assert_eq!(result_types_mode(&m, &m.ops[0]), ResultTypes::Explicit);
        let text = gen_builders(&m, OpId(0)).unwrap().to_string();
        assert!(!text.contains("build_generic"));
        assert!(!text.contains("fn __ods_state"));
    }
}
