//! Per-op builders: the default forms and the custom builders declared in the `.ods` file.
//!
//! All builders are `pub fn`s on the op handle returning `Self`: the op is created with
//! `ctx.create_op` (inherent attributes in property slots) and not inserted anywhere.
//!
//! * (a) `build(ctx, loc, <result types>, <operands>, <attributes>, <region counts>,
//!   <successors>)`: one parameter per group; typed attribute values where the constraint can
//!   build the attribute (`Option<T>` for optional and default-valued ones: `None` = absent),
//!   raw `Attribute`s otherwise. Result types are omitted when every result is a single value
//!   of a buildable type, when `SameOperandsAndResultType` gives them (type of the first
//!   operand, which must be a single operand), or when the op declares
//!   `InferTypeOpInterface` (the author implements
//!   `ods_runtime::ods::hooks::InferTypeOpInterface` for the handle).
//! * (b) `build_with_result_types(ctx, loc, result_types: &[Type], ...)`: result types given
//!   as one list (not generated without results, nor with attribute-sized results).
//! * (c) `build_raw_attrs(...)`: as (a) with every attribute an `Attribute` (only generated
//!   when (a) has a typed attribute parameter).
//! * (d) `build_generic(ctx, loc, result_types, operands, attrs: &[(&str, Attribute)])`.
//! * custom builders: `pub fn <name>(ctx: &mut Context, loc: Location, <params>) -> Self`
//!   running the body with `state: &mut OperationState` and `ctx`.
//!
//! Deviations from the contract: variadic result types are `&[Type]` (not `Vec<Type>`); a
//! variadic region group takes a `<name>_count: usize` parameter; the sub-group sizes attribute
//! of a variadic-of-variadic operand is computed, not a parameter; segment sizes are always
//! computed; `skip_default_builders` drops (a)-(d).

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};
use syn::punctuated::Punctuated;

use super::code;
use super::op::{constraint, ident, layout, lit, rust_type, storage};
use crate::model::{
    Arity, AttrKindDef, KnownInterface, Model, NativeTrait, OdsDiagnostic, OpDef, OpId,
    SegmentMode, TraitUse,
};

/// How (a) gets its result types.
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
    /// one `result_types: &[Type]` parameter (form (b))
    Aggregate,
}

/// How builder (a) of `op` obtains result types.
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
        let doc = format!(
            " Builds a `{}` op from result types, operands and named attributes (inherent ones go to their property slots); fixed regions are created empty. The op is not inserted.",
            op.full_name
        );
        out.extend(quote! {
            #[doc = #doc]
            pub fn build_generic(
                ctx: &mut ::ods_runtime::Context,
                loc: ::ods_runtime::ir::attributes::Location,
                result_types: &[::ods_runtime::Type],
                operands: &[::ods_runtime::Value],
                attrs: &[(&str, ::ods_runtime::Attribute)],
            ) -> Self {
                Self(::ods_runtime::ods::access::build_generic(
                    ctx, Self::NAME, Self::PROPERTY_NAMES, Self::__ODS_NUM_REGIONS, loc, result_types, operands, attrs,
                ))
            }
        });
    }
    for b in &op.builders {
        let name = ident(&b.name, b.span)?;
        let params = builder_params(b)?;
        let params = params.iter();
        let body = code::parse_block_body(&b.body, &[("_state", "state"), ("_ctx", "ctx")])?;
        let doc = if b.doc.is_empty() {
            format!("Builds a `{}` op (not inserted).", op.full_name)
        } else {
            b.doc.clone()
        };
        let doc = doc.lines().map(|l| format!(" {l}"));
        out.extend(quote! {
            #(#[doc = #doc])*
            #[allow(unused_mut, unused_variables, unreachable_code, clippy::needless_return)]
            pub fn #name(ctx: &mut ::ods_runtime::Context, loc: ::ods_runtime::ir::attributes::Location, #(#params),*) -> Self {
                let mut __ods_state = ::ods_runtime::ods::access::new_state(ctx, Self::NAME, loc, Self::PROPERTY_NAMES.len());
                {
                    let state = &mut __ods_state;
                    #body
                }
                Self(ctx.create_op(__ods_state))
            }
        });
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

/// The parameters and statements shared by the default builders.
struct Parts {
    /// operand, raw attribute, region-count and successor parameters of `__ods_state`
    state_params: Vec<TokenStream>,
    /// the argument names passed to `__ods_state`
    state_args: Vec<Ident>,
    /// body of `__ods_state` (after `let mut state = new_state(..)`)
    state_body: TokenStream,
    /// the same parameters with typed attributes where possible
    typed_params: Vec<TokenStream>,
    /// statements converting typed attribute parameters to raw ones
    convert: TokenStream,
    /// docs of the parameters (after the result types)
    docs: Vec<String>,
}

/// The parameter list of op builder `b`, parsed. Validation runs it on every builder, so its
/// error is unreachable from code generation.
pub(crate) fn builder_params(
    b: &crate::model::BuilderDef,
) -> Result<Punctuated<syn::FnArg, syn::Token![,]>, OdsDiagnostic> {
    let ptoks: TokenStream = b.params.text.parse().map_err(|e| {
        OdsDiagnostic::new(
            b.params.span,
            format!("these builder parameters do not lex: {e}"),
        )
    })?;
    syn::parse::Parser::parse2(
        Punctuated::<syn::FnArg, syn::Token![,]>::parse_terminated,
        ptoks,
    )
    .map_err(|e| {
        OdsDiagnostic::new(
            b.params.span,
            format!("expected Rust function parameters (`name: Type, ...`) here: {e}"),
        )
    })
}

fn parts(m: &Model, op: &OpDef) -> Result<Parts, OdsDiagnostic> {
    let l = layout(m, op);
    let mut p = Parts {
        state_params: Vec::new(),
        state_args: Vec::new(),
        state_body: TokenStream::new(),
        typed_params: Vec::new(),
        convert: TokenStream::new(),
        docs: Vec::new(),
    };
    let mut values: Vec<TokenStream> = vec![quote!(::core::option::Option::None); l.entries.len()];
    let mut sizes_stmts = TokenStream::new();
    let vov_attrs: Vec<&str> = op
        .operands
        .iter()
        .filter_map(|o| match &o.arity {
            Arity::VariadicOfVariadic { segment_attr } => Some(segment_attr.as_str()),
            _ => None,
        })
        .collect();
    for o in &op.operands {
        let n = super::op::getter_ident(&o.name, o.span)?;
        let (t, push) = match &o.arity {
            Arity::Single => (
                quote!(::ods_runtime::Value),
                quote!(state.operands.push(#n);),
            ),
            Arity::Optional => (
                quote!(::core::option::Option<::ods_runtime::Value>),
                quote!(state.operands.extend(#n);),
            ),
            Arity::Variadic => (
                quote!(&[::ods_runtime::Value]),
                quote!(state.operands.extend_from_slice(#n);),
            ),
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
                sizes_stmts.extend(quote! {
                    let sizes: ::std::vec::Vec<i32> = #n.iter().map(|g| g.len() as i32).collect();
                    ::ods_runtime::ods::access::set_state_sizes(ctx, &mut state, &Self::__ODS_ATTRS[#k], &sizes);
                });
                (
                    quote!(&[&[::ods_runtime::Value]]),
                    quote!(for g in #n { state.operands.extend_from_slice(g); }),
                )
            }
        };
        p.state_params.push(quote!(#n: #t));
        p.typed_params.push(quote!(#n: #t));
        p.state_args.push(n);
        p.state_body.extend(push);
        p.docs.push(format!(
            "`{}`: the `{}` operand{}",
            o.name,
            o.name,
            if o.arity.is_variable() { "s" } else { "" }
        ));
    }
    if let Some(k) = l.operand_sizes {
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
        sizes_stmts.extend(quote! {
            ::ods_runtime::ods::access::set_state_sizes(ctx, &mut state, &Self::__ODS_ATTRS[#k], &[#(#sizes),*]);
        });
    }
    let mut any_attr = false;
    for (ai, a) in op.attributes.iter().enumerate() {
        let Some(Some(k)) = l.attr_index.get(ai) else {
            continue;
        };
        if vov_attrs.contains(&a.name.as_str()) {
            continue;
        }
        any_attr = true;
        let n = ident(&a.getter, a.span)?;
        let optional = !matches!(a.kind, AttrKindDef::Required);
        let raw_t = if optional {
            quote!(::core::option::Option<::ods_runtime::Attribute>)
        } else {
            quote!(::ods_runtime::Attribute)
        };
        if let Some(v) = values.get_mut(*k) {
            *v = if optional {
                quote!(#n)
            } else {
                quote!(::core::option::Option::Some(#n))
            };
        }
        p.state_params.push(quote!(#n: #raw_t));
        let build = storage(m, a)?.and_then(|st| st.build.as_ref().map(|b| (st, b)));
        match build {
            Some((st, b)) => {
                let (t, _) = rust_type(&st.rust_type, a.span, false)?;
                let pname = n.to_string();
                if st.presence {
                    let e = code::parse_expr(b, &[("_value", "true"), ("_ctx", "ctx")])?;
                    p.typed_params.push(quote!(#n: bool));
                    p.convert.extend(quote!(let #n = if #n { ::core::option::Option::Some(#e) } else { ::core::option::Option::None };));
                } else if optional && b.text.trim() == "$_value" {
                    // the typed value is the attribute itself: nothing to convert
                    p.typed_params.push(quote!(#n: ::core::option::Option<#t>));
                } else if optional {
                    let e = code::parse_expr(b, &[("_value", "value"), ("_ctx", "ctx")])?;
                    p.typed_params.push(quote!(#n: ::core::option::Option<#t>));
                    p.convert.extend(quote!(let #n = #n.map(|value| #e);));
                } else {
                    let e = code::parse_expr(b, &[("_value", &pname), ("_ctx", "ctx")])?;
                    p.typed_params.push(quote!(#n: #t));
                    p.convert.extend(quote!(let #n = #e;));
                }
            }
            None => p.typed_params.push(quote!(#n: #raw_t)),
        }
        p.state_args.push(n);
        let what = match a.kind {
            AttrKindDef::Required => "",
            AttrKindDef::Optional | AttrKindDef::DefaultValuedOptional { .. } => {
                " (`None`: absent)"
            }
            _ => " (`None`: the default)",
        };
        p.docs
            .push(format!("`{}`: the `{}` attribute{what}", a.getter, a.name));
    }
    if any_attr {
        p.state_body.extend(quote! {
            ::ods_runtime::ods::access::set_state_attrs(ctx, &mut state, Self::__ODS_ATTRS, &[#(#values),*]);
        });
    }
    p.state_body.extend(sizes_stmts);
    let fixed = op.regions.iter().filter(|r| !r.variadic).count();
    if fixed > 0 {
        let fixed = lit(fixed);
        p.state_body
            .extend(quote!(::ods_runtime::ods::access::add_regions(ctx, &mut state, #fixed);));
    }
    for r in op.regions.iter().filter(|r| r.variadic) {
        let n = format_ident!(
            "{}_count",
            heck::ToSnakeCase::to_snake_case(r.name.as_str())
        );
        p.state_params.push(quote!(#n: usize));
        p.typed_params.push(quote!(#n: usize));
        p.docs.push(format!(
            "`{n}`: how many `{}` regions to create (empty)",
            r.name
        ));
        p.state_body
            .extend(quote!(::ods_runtime::ods::access::add_regions(ctx, &mut state, #n);));
        p.state_args.push(n);
    }
    for s in &op.successors {
        let n = super::op::getter_ident(&s.name, s.span)?;
        let (t, push) = if s.variadic {
            (
                quote!(&[::ods_runtime::Block]),
                quote!(state.successors.extend_from_slice(#n);),
            )
        } else {
            (
                quote!(::ods_runtime::Block),
                quote!(state.successors.push(#n);),
            )
        };
        p.state_params.push(quote!(#n: #t));
        p.typed_params.push(quote!(#n: #t));
        p.state_body.extend(push);
        p.docs.push(format!(
            "`{}`: the `{}` successor{}",
            s.name,
            s.name,
            if s.variadic { "s" } else { "" }
        ));
        p.state_args.push(n);
    }
    Ok(p)
}

/// Result-type parameters and statements for a mode.
fn results(
    m: &Model,
    op: &OpDef,
    mode: ResultTypes,
) -> Result<(Vec<TokenStream>, TokenStream, Vec<String>), OdsDiagnostic> {
    let l = layout(m, op);
    let mut params = Vec::new();
    let mut stmts = TokenStream::new();
    let mut docs = Vec::new();
    match mode {
        ResultTypes::Explicit => {
            for r in &op.results {
                let p = format_ident!("{}_type", r.name);
                let (t, push) = match r.arity {
                    Arity::Single => (
                        quote!(::ods_runtime::Type),
                        quote!(state.result_types.push(#p);),
                    ),
                    Arity::Optional => (
                        quote!(::core::option::Option<::ods_runtime::Type>),
                        quote!(state.result_types.extend(#p);),
                    ),
                    _ => (
                        quote!(&[::ods_runtime::Type]),
                        quote!(state.result_types.extend_from_slice(#p);),
                    ),
                };
                params.push(quote!(#p: #t));
                docs.push(format!("`{p}`: type of the `{}` result", r.name));
                stmts.extend(push);
            }
            if let Some(k) = l.result_sizes {
                let sizes = op.results.iter().map(|r| {
                    let p = format_ident!("{}_type", r.name);
                    match r.arity {
                        Arity::Single => quote!(1),
                        Arity::Optional => quote!(#p.is_some() as i32),
                        _ => quote!(#p.len() as i32),
                    }
                });
                let k = lit(k);
                stmts.extend(quote! {
                    ::ods_runtime::ods::access::set_state_sizes(ctx, &mut state, &Self::__ODS_ATTRS[#k], &[#(#sizes),*]);
                });
            }
        }
        ResultTypes::Aggregate => {
            params.push(quote!(result_types: &[::ods_runtime::Type]));
            docs.push("`result_types`: all result types".into());
            stmts.extend(quote!(state.result_types.extend_from_slice(result_types);));
        }
        ResultTypes::Buildable => {
            for r in &op.results {
                let c = constraint(m, r.constraint, r.span)?;
                if let Some(tb) = &c.type_builder {
                    let e = code::parse_expr(tb, &[("_ctx", "ctx")])?;
                    stmts.extend(quote! {
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
                stmts.extend(quote! {
                    let ty = ::ods_runtime::ods::access::value_type(ctx, #first);
                    state.result_types.extend(::core::iter::repeat_n(ty, #n));
                });
            }
        }
        ResultTypes::Inferred => {
            stmts.extend(quote! {
                let types = ::ods_runtime::ods::access::expect_inferred(
                    <Self as ::ods_runtime::ods::hooks::InferTypeOpInterface>::infer_return_types(ctx, &state),
                    Self::NAME,
                );
                state.result_types.extend(types);
            });
        }
    }
    Ok((params, stmts, docs))
}

fn builder_fn(
    name: &str,
    docs: Vec<String>,
    params: Vec<TokenStream>,
    body: TokenStream,
) -> TokenStream {
    let name = format_ident!("{}", name);
    let clippy = if params.len() > 5 {
        quote!(#[allow(clippy::too_many_arguments)])
    } else {
        quote!()
    };
    quote! {
        #(#[doc = #docs])*
        #clippy
        pub fn #name(ctx: &mut ::ods_runtime::Context, loc: ::ods_runtime::ir::attributes::Location, #(#params),*) -> Self {
            #body
        }
    }
}

fn param_docs(headline: String, a: &[String], b: &[String]) -> Vec<String> {
    let mut docs = vec![headline];
    if !a.is_empty() || !b.is_empty() {
        docs.push(String::new());
        docs.extend(a.iter().chain(b).map(|d| format!(" * {d}")));
    }
    docs
}

/// The default builders (a)-(c) and the hidden `__ods_state` they share.
fn gen_defaults(m: &Model, op: &OpDef) -> Result<TokenStream, OdsDiagnostic> {
    let p = parts(m, op)?;
    let mode = result_types_mode(m, op);
    let (rparams, rstmts, rdocs) = results(m, op, mode)?;
    let state_params = &p.state_params;
    let state_args = &p.state_args;
    let state_body = &p.state_body;
    let clippy = if state_params.len() > 5 {
        quote!(#[allow(clippy::too_many_arguments)])
    } else {
        quote!()
    };
    let new_state = quote! {
        ::ods_runtime::ods::access::new_state(ctx, Self::NAME, loc, Self::PROPERTY_NAMES.len())
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
        pub fn __ods_state(ctx: &mut ::ods_runtime::Context, loc: ::ods_runtime::ir::attributes::Location, #(#state_params),*) -> ::ods_runtime::ir::OperationState {
            #state_fn_body
        }
    };
    let make = |convert: &TokenStream, rstmts: &TokenStream| {
        let mut_s = if rstmts.is_empty() {
            quote!()
        } else {
            quote!(mut)
        };
        quote! {
            #convert
            let #mut_s state = Self::__ods_state(ctx, loc, #(#state_args),*);
            #rstmts
            Self(ctx.create_op(state))
        }
    };
    let typed = !p.convert.is_empty();
    let full = op.full_name.as_str();
    let mut a_params = rparams.clone();
    a_params.extend(p.typed_params.iter().cloned());
    out.extend(builder_fn(
        "build",
        param_docs(
            format!(" Builds a `{full}` op (not inserted)."),
            &rdocs,
            &p.docs,
        ),
        a_params,
        make(&p.convert, &rstmts),
    ));
    if typed {
        let mut c_params = rparams.clone();
        c_params.extend(p.state_params.iter().cloned());
        out.extend(builder_fn(
            "build_raw_attrs",
            param_docs(
                format!(
                    " Builds a `{full}` op with attributes given as `Attribute`s (not inserted)."
                ),
                &rdocs,
                &p.docs,
            ),
            c_params,
            make(&TokenStream::new(), &rstmts),
        ));
    }
    if !op.results.is_empty() && op.result_segments != SegmentMode::AttrSized {
        let (bparams, bstmts, bdocs) = results(m, op, ResultTypes::Aggregate)?;
        let mut b_params = bparams;
        b_params.extend(p.typed_params.iter().cloned());
        out.extend(builder_fn(
            "build_with_result_types",
            param_docs(
                format!(
                    " Builds a `{full}` op with its result types given as one list (not inserted)."
                ),
                &bdocs,
                &p.docs,
            ),
            b_params,
            make(&p.convert, &bstmts),
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
    fn custom_builder_runs_its_body_on_a_state() {
        let m = model();
        let t = gen_builders(&m, OpId(0)).unwrap();
        let text = crate::codegen::format_tokens(t).unwrap();
        let expected = r#"impl XOp {
    /// Doc.
    #[allow(unused_mut, unused_variables, unreachable_code, clippy::needless_return)]
    pub fn with_value(
        ctx: &mut ::ods_runtime::Context,
        loc: ::ods_runtime::ir::attributes::Location,
        v: i64,
    ) -> Self {
        let mut __ods_state = ::ods_runtime::ods::access::new_state(
            ctx,
            Self::NAME,
            loc,
            Self::PROPERTY_NAMES.len(),
        );
        {
            let state = &mut __ods_state;
            let _ = (ctx, v);
            state.operands.clear();
        }
        Self(ctx.create_op(__ods_state))
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
    pub fn __ods_state(
        ctx: &mut ::ods_runtime::Context,
        loc: ::ods_runtime::ir::attributes::Location,
    ) -> ::ods_runtime::ir::OperationState {
        ::ods_runtime::ods::access::new_state(
            ctx,
            Self::NAME,
            loc,
            Self::PROPERTY_NAMES.len(),
        )
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
