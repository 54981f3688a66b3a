//! Per-op verifier and fold glue: `__ods_verify`, `__ods_verify_regions` and (with a folder)
//! `__ods_fold` in an `impl` block of the op's handle type.
//!
//! The verifier is a short list of calls into `ods_runtime::ods::verify`, in MLIR's order:
//!
//! 1. counts of regions, results, successors and operands;
//! 2. structural traits: segment sizes (`AttrSizedOperandSegments`,
//!    `AttrSizedResultSegments`), `SingleBlock` (also implied by
//!    `SingleBlockImplicitTerminator`), `HasParent`/`ParentOneOf`, `NoRegionArguments`, in
//!    declaration order (segment sizes first);
//! 3. invariants: property constraints (declaration order), required attributes (by name),
//!    attribute constraints (declaration order),
//!    operand groups, result groups, multi-entity traits (`PredOpTrait`, `AllTypesMatch`,
//!    `AllElementTypesMatch`, `AllShapesMatch`, `AllRanksMatch`, `TypesMatchWith`), region
//!    constraints (successor constraints are always `AnySuccessor`: nothing to check);
//! 4. the other traits with a verifier, in declaration order (type-relation traits,
//!    `Elementwise`, `ResultsAre*`/`OperandsAre*`, `Symbol`, user traits), then interface
//!    verifiers, then the user's `verify` hook (`ods_runtime::ods::hooks::Verify`).
//!
//! The region verifier checks `SingleBlockImplicitTerminator` and `SymbolTable` (declaration
//! order) and calls the user's `verify_regions` hook (`ods_runtime::ods::hooks::VerifyRegions`).
//! `Terminator`, `IsolatedFromAbove` and `NoTerminator` are checked by the runtime verifier from
//! the op's trait flags.
//!
//! Hooks are always called through their trait (`<Self as ::ods_runtime::ods::hooks::Verify>`),
//! so that rustc checks the author's signature at the author's `impl`.
//!
//! Every check of an inherent attribute (presence, constraint, segment sizes, `Symbol`,
//! attribute types in multi-entity traits) takes the attribute's entry of the op's
//! `__ODS_ATTRS` table (`ATTRS[k]`, an `AttrRef`): it reads the property slot the getters read,
//! and the name serves only in messages.
//!
//! In a `PredOpTrait` predicate, `$_op` is the `Op`, `$_ctx` the `&Context`, `$name` of a
//! single operand/result a `Value` (the check is skipped when it is absent), of an optional one
//! an `Option<Value>`, of a variadic one a `Vec<Value>`, and of an attribute an
//! `Option<Attribute>`.

use std::collections::BTreeSet;

use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::codegen::code::parse_expr;
use crate::codegen::op::{layout, Layout};
use crate::codegen::pred::pred_to_rust_at;
use crate::model::{
    Arity, AttrKindDef, Code, Model, NativeTrait, OdsDiagnostic, OpDef, OpId, Pred,
    RegionConstraint, SegmentMode, Span, TraitUse,
};

/// True when the op needs a region verifier (`__ods_verify_regions` does something): it has
/// `SingleBlockImplicitTerminator`, `SymbolTable` or a user `verify_regions` hook.
pub fn needs_region_verify(op: &OpDef) -> bool {
    op.hooks.has_region_verifier
        || op.traits.iter().any(|t| {
            matches!(
                t,
                TraitUse::SingleBlockImplicitTerminator(_)
                    | TraitUse::Native(NativeTrait::SymbolTable)
            )
        })
}

fn has_native(op: &OpDef, t: NativeTrait) -> bool {
    op.traits.contains(&TraitUse::Native(t))
}

fn count_tokens(fixed: usize, variable: bool) -> TokenStream {
    let n = proc_macro2::Literal::usize_unsuffixed(fixed);
    match (n, variable) {
        (_, true) if fixed == 0 => quote!(__v::Count::Any),
        (n, true) => quote!(__v::Count::AtLeast(#n)),
        (n, false) => quote!(__v::Count::Exact(#n)),
    }
}

/// The `Segments` of the operands (or results) of an op with layout `l`.
fn segments_tokens(mode: SegmentMode, l: &Layout, is_result: bool) -> TokenStream {
    let sizes = if is_result {
        l.result_sizes
    } else {
        l.operand_sizes
    };
    match (mode, sizes) {
        (SegmentMode::AttrSized, Some(k)) => {
            let r = entry_ref(k);
            quote!(__v::Segments::Attr(#r))
        }
        (SegmentMode::SameSize, _) => quote!(__v::Segments::SameSize),
        _ => quote!(__v::Segments::None),
    }
}

fn lit(n: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(n)
}

/// Entry `k` of the op's attribute table (`ATTRS`, the op's `__ODS_ATTRS`), an `AttrRef`.
fn entry_ref(k: usize) -> TokenStream {
    let k = lit(k);
    quote!(ATTRS[#k])
}

/// The `AttrRef` of attribute `i` of `op`: its entry of the table when it is stored, else
/// (a derived or constant attribute) the discardable attribute of its name.
fn attr_ref(op: &OpDef, l: &Layout, i: usize) -> TokenStream {
    match l.attr_index.get(i).copied().flatten() {
        Some(k) => entry_ref(k),
        None => {
            let name = op.attributes.get(i).map_or("", |a| a.name.as_str());
            quote!(__v::AttrRef::dict(#name))
        }
    }
}

/// The `AttrRef` of the attribute called `name`: a declared one's ([`attr_ref`]), else the
/// discardable attribute of that name (as `Symbol` finds an undeclared `sym_visibility`).
fn attr_ref_named(op: &OpDef, l: &Layout, name: &str) -> TokenStream {
    match op.attributes.iter().position(|a| a.name == name) {
        Some(i) => attr_ref(op, l, i),
        None => quote!(__v::AttrRef::dict(#name)),
    }
}

fn constraint_fn(id: crate::model::ConstraintId) -> proc_macro2::Ident {
    format_ident!("__ods_constraint_{}", id.index())
}

/// MLIR's storage-kind check of attribute constraint `id` (the `dyn_cast` to its C++ class),
/// as an expression of type `fn(&Context, Attribute) -> bool`: the constraint's `storage`
/// code, else its predicate when it has `storage_check` (enums), else `None` (any kind).
pub fn storage_check(
    model: &Model,
    id: crate::model::ConstraintId,
) -> Result<Option<TokenStream>, OdsDiagnostic> {
    let c = model.constraint(id);
    let Some(s) = &c.attr else {
        return Ok(None);
    };
    if let Some(code) = &s.storage {
        let e = crate::codegen::code::parse_expr(code, &[("_ctx", "ctx"), ("_self", "attr")])?;
        return Ok(Some(quote!(
            |ctx: &::ods_runtime::Context, attr: ::ods_runtime::Attribute| -> bool { #e }
        )));
    }
    if s.storage_check && c.pred != Pred::True {
        let f = constraint_fn(id);
        return Ok(Some(quote!(#f)));
    }
    Ok(None)
}

/// The `const OPERANDS/RESULTS: &[Group]` table.
fn groups_table(
    model: &Model,
    op: &OpDef,
    l: &Layout,
    defs: &[crate::model::OperandDef],
) -> TokenStream {
    let entries = defs.iter().map(|d| {
        let name = &d.name;
        let arity = match &d.arity {
            Arity::Single => quote!(__v::Arity::Single),
            Arity::Optional => quote!(__v::Arity::Optional),
            Arity::Variadic => quote!(__v::Arity::Variadic),
            Arity::VariadicOfVariadic { segment_attr } => {
                let sizes = attr_ref_named(op, l, segment_attr);
                quote!(__v::Arity::VariadicOfVariadic(#sizes))
            }
        };
        let pred = constraint_fn(d.constraint);
        // MLIR's `Variadic<T>` (and `VariadicOfVariadic`) summary is "variadic of <T>"
        let base = &model.constraint(d.constraint).summary;
        let summary = match d.arity {
            Arity::Variadic | Arity::VariadicOfVariadic { .. } => format!("variadic of {base}"),
            _ => base.clone(),
        };
        quote!(__v::Group { name: #name, arity: #arity, pred: #pred, summary: #summary })
    });
    quote!(&[#(#entries),*])
}

/// Where a named entity of the op is.
enum Entity {
    Operand(usize),
    Result(usize),
    Attr(usize),
}

fn find_entity(op: &OpDef, name: &str) -> Option<Entity> {
    if let Some(i) = op.operands.iter().position(|o| o.name == name) {
        return Some(Entity::Operand(i));
    }
    if let Some(i) = op.results.iter().position(|o| o.name == name) {
        return Some(Entity::Result(i));
    }
    op.attributes
        .iter()
        .position(|a| a.name == name || a.getter == name)
        .map(Entity::Attr)
}

/// An `Option<Type>` expression for entity `name` (operand/result: its first value's type;
/// attribute: a typed attribute's type).
/// `(is_result, index)` of a variable-length operand or result group named `name`.
fn group_ref(op: &OpDef, name: &str) -> Option<(bool, usize)> {
    match find_entity(op, name) {
        Some(Entity::Operand(i)) if op.operands[i].arity.is_variable() => Some((false, i)),
        Some(Entity::Result(i)) if op.results[i].arity.is_variable() => Some((true, i)),
        _ => None,
    }
}

/// The group table and segment constant names of operands or results.
fn groups_of(is_result: bool) -> (TokenStream, TokenStream) {
    if is_result {
        (quote!(RESULTS), quote!(RESULT_SEGMENTS))
    } else {
        (quote!(OPERANDS), quote!(OPERAND_SEGMENTS))
    }
}

fn entity_type(
    op: &OpDef,
    l: &Layout,
    name: &str,
    span: Span,
) -> Result<TokenStream, OdsDiagnostic> {
    match find_entity(op, name) {
        Some(Entity::Operand(i)) => {
            let i = lit(i);
            Ok(quote!(__v::group_type(ctx, op, false, OPERANDS, OPERAND_SEGMENTS, #i)))
        }
        Some(Entity::Result(i)) => {
            let i = lit(i);
            Ok(quote!(__v::group_type(ctx, op, true, RESULTS, RESULT_SEGMENTS, #i)))
        }
        Some(Entity::Attr(i)) => {
            let attr = attr_ref(op, l, i);
            Ok(quote!(__v::attr_type_of(ctx, op, &#attr)))
        }
        None => Err(OdsDiagnostic::new(
            span,
            format!(
                "'{name}' is not an operand, result or attribute of '{}'",
                op.full_name
            ),
        )),
    }
}

/// Placeholder names (`$name`, without `_`-prefixed built-ins) used anywhere in `pred`.
fn placeholders(pred: &Pred, out: &mut BTreeSet<String>, depth: usize) {
    if depth > 256 {
        return;
    }
    let mut scan = |text: &str| {
        let mut rest = text;
        while let Some(p) = rest.find('$') {
            let after = &rest[p + 1..];
            let len = after
                .char_indices()
                .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_'))
                .map(|(i, _)| i)
                .unwrap_or(after.len());
            let name = &after[..len];
            if !name.is_empty() && !name.starts_with('_') {
                out.insert(name.to_string());
            }
            rest = &after[len..];
        }
    };
    match pred {
        Pred::True => {}
        Pred::Leaf(c) => scan(&c.text),
        Pred::And(ps) | Pred::Or(ps) => ps.iter().for_each(|p| placeholders(p, out, depth + 1)),
        Pred::Not(p) => placeholders(p, out, depth + 1),
        Pred::Concat {
            prefix,
            pred,
            suffix,
        } => {
            scan(prefix);
            scan(suffix);
            placeholders(pred, out, depth + 1);
        }
        Pred::SubstLeaves {
            replacement, pred, ..
        } => {
            scan(replacement);
            placeholders(pred, out, depth + 1);
        }
    }
}

/// The check of a `PredOpTrait`.
/// The condition of a `PredOpTrait`: its predicate lowered with `$_op`, `$_ctx` and one
/// variable per operand, result or attribute it names. Validation runs it on every such trait,
/// so its error is unreachable from code generation.
pub(crate) fn pred_trait_condition(op: &OpDef, pred: &Pred) -> Result<TokenStream, OdsDiagnostic> {
    let mut names = BTreeSet::new();
    placeholders(pred, &mut names, 0);
    let mut subst_owned: Vec<(String, String)> =
        vec![("_op".into(), "op".into()), ("_ctx".into(), "ctx".into())];
    for name in &names {
        if find_entity(op, name).is_some() {
            subst_owned.push((name.clone(), format_ident!("__ods_{}", name).to_string()));
        }
    }
    let subst: Vec<(&str, &str)> = subst_owned
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let text = pred_to_rust_at(pred, &subst, op.span)?;
    parse_expr(
        &Code {
            text,
            span: op.span,
        },
        &[],
    )
}

fn gen_pred_trait(
    op: &OpDef,
    l: &Layout,
    summary: &str,
    pred: &Pred,
) -> Result<TokenStream, OdsDiagnostic> {
    let mut names = BTreeSet::new();
    placeholders(pred, &mut names, 0);
    let mut lets = Vec::new();
    let mut guards = Vec::new();
    for name in &names {
        let Some(ent) = find_entity(op, name) else {
            continue;
        };
        let var = format_ident!("__ods_{}", name);
        let (is_result, i, arity) = match ent {
            Entity::Operand(i) => (false, i, &op.operands[i].arity),
            Entity::Result(i) => (true, i, &op.results[i].arity),
            Entity::Attr(i) => {
                let attr = attr_ref(op, l, i);
                lets.push(quote!(let #var = #attr.get(ctx, op);));
                continue;
            }
        };
        let i = lit(i);
        let (table, seg) = if is_result {
            (quote!(RESULTS), quote!(RESULT_SEGMENTS))
        } else {
            (quote!(OPERANDS), quote!(OPERAND_SEGMENTS))
        };
        match arity {
            Arity::Single => guards.push((
                var.clone(),
                quote!(__v::group_value(ctx, op, #is_result, #table, #seg, #i)),
            )),
            Arity::Optional => lets
                .push(quote!(let #var = __v::group_value(ctx, op, #is_result, #table, #seg, #i);)),
            _ => lets
                .push(quote!(let #var = __v::group_values(ctx, op, #is_result, #table, #seg, #i);)),
        }
    }
    let cond = pred_trait_condition(op, pred)?;
    let check = quote! {
        if !(#cond) {
            return __v::pred_failed(ctx, op, #summary);
        }
    };
    let body = if guards.is_empty() {
        check
    } else {
        let vars = guards.iter().map(|g| &g.0);
        let exprs = guards.iter().map(|g| &g.1);
        quote! {
            if let (#(::core::option::Option::Some(#vars),)*) = (#(#exprs,)*) {
                #check
            }
        }
    };
    Ok(quote!({ #(#lets)* #body }))
}

/// The invariant-phase check of a multi-entity trait, if `t` is one.
fn gen_multi_entity(
    op: &OpDef,
    l: &Layout,
    t: &TraitUse,
) -> Result<Option<TokenStream>, OdsDiagnostic> {
    let (names, kind, what) = match t {
        TraitUse::AllTypesMatch(n) => (n, quote!(__v::MatchKind::Type), "type"),
        TraitUse::AllElementTypesMatch(n) => {
            (n, quote!(__v::MatchKind::ElementType), "element type")
        }
        TraitUse::AllShapesMatch(n) => (n, quote!(__v::MatchKind::Shape), "shape"),
        TraitUse::AllRanksMatch(n) => (n, quote!(__v::MatchKind::Rank), "rank"),
        TraitUse::TypesMatchWith {
            summary,
            from,
            to,
            transform,
        } => {
            let tr = parse_expr(transform, &[("_self", "__ods_from"), ("_ctx", "ctx")])?;
            // between two variable-length groups, MLIR's `RangedTypesMatchWith`: the types
            // element by element
            if let (Some(f), Some(t)) = (group_ref(op, from), group_ref(op, to)) {
                let (fr, fi) = f;
                let (tr_, ti) = t;
                let (fg, fs) = groups_of(fr);
                let (tg, ts) = groups_of(tr_);
                let (fi, ti) = (lit(fi), lit(ti));
                return Ok(Some(quote! {
                    let __ods_from_all = __v::group_types(ctx, op, #fr, #fg, #fs, #fi);
                    let __ods_to_all = __v::group_types(ctx, op, #tr_, #tg, #ts, #ti);
                    if __ods_from_all.len() != __ods_to_all.len()
                        || __ods_from_all.iter().zip(&__ods_to_all).any(|(&__ods_from, &__ods_to)| {
                            let __ods_want: ::ods_runtime::Type = #tr;
                            __ods_want != __ods_to
                        })
                    {
                        return __v::pred_failed(ctx, op, #summary);
                    }
                }));
            }
            let from_t = entity_type(op, l, from, transform.span)?;
            let to_t = entity_type(op, l, to, transform.span)?;
            return Ok(Some(quote! {
                if let (::core::option::Option::Some(__ods_from), ::core::option::Option::Some(__ods_to)) = (#from_t, #to_t) {
                    let __ods_want: ::ods_runtime::Type = #tr;
                    if __ods_want != __ods_to {
                        return __v::pred_failed(ctx, op, #summary);
                    }
                }
            }));
        }
        TraitUse::Pred { summary, pred } => return gen_pred_trait(op, l, summary, pred).map(Some),
        _ => return Ok(None),
    };
    let summary = format!("all of {{{}}} have same {what}", names.join(", "));
    let types = names
        .iter()
        .map(|n| entity_type(op, l, n, op.span))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some(quote! {
        __v::check_all_match(ctx, op, &[#(#types),*], #kind, #summary)?;
    }))
}

/// Checks that every id op `id` refers to exists in the model (a model built by sema always
/// passes), so that generation below can index without panicking.
fn check_ids(model: &Model, id: OpId) -> Result<&OpDef, Vec<OdsDiagnostic>> {
    let Some(op) = model.ops.get(id.index()) else {
        return Err(vec![OdsDiagnostic::new(
            Span::default(),
            format!("internal error: no op #{}", id.index()),
        )]);
    };
    let bad = |what: &str, span: Span| {
        vec![OdsDiagnostic::new(
            span,
            format!(
                "internal error: '{}' refers to an unknown {what}",
                op.full_name
            ),
        )]
    };
    let constraints = op
        .operands
        .iter()
        .chain(&op.results)
        .map(|d| d.constraint)
        .chain(op.attributes.iter().map(|a| a.constraint));
    for c in constraints {
        if c.index() >= model.constraints.len() {
            return Err(bad("constraint", op.span));
        }
    }
    for t in &op.traits {
        if let TraitUse::User(u) = t {
            if u.index() >= model.user_traits.len() {
                return Err(bad("trait", op.span));
            }
        }
    }
    for i in &op.interfaces {
        if i.id.is_some_and(|x| x.index() >= model.interfaces.len()) {
            return Err(bad("interface", i.span));
        }
    }
    Ok(op)
}

/// The verifier, region verifier and fold glue of op `id`.
pub fn gen_op_verify(model: &Model, id: OpId) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    let op = check_ids(model, id)?;
    let l = layout(model, op);
    let mut errors = Vec::new();
    let mut body = TokenStream::new();

    // 1. counts
    let fixed_regions = op.regions.iter().filter(|r| !r.variadic).count();
    let regions = count_tokens(fixed_regions, op.regions.iter().any(|r| r.variadic));
    let fixed_results = op.results.iter().filter(|r| !r.arity.is_variable()).count();
    let results = count_tokens(
        fixed_results,
        op.results.iter().any(|r| r.arity.is_variable()),
    );
    let fixed_succ = op.successors.iter().filter(|s| !s.variadic).count();
    let successors = count_tokens(fixed_succ, op.successors.iter().any(|s| s.variadic));
    let fixed_operands = op
        .operands
        .iter()
        .filter(|r| !r.arity.is_variable())
        .count();
    let operands = count_tokens(
        fixed_operands,
        op.operands.iter().any(|r| r.arity.is_variable()),
    );
    body.extend(quote! {
        __v::check_counts(ctx, op, #regions, #results, #successors, #operands)?;
    });

    // 2. structural traits
    if let (SegmentMode::AttrSized, Some(k)) = (op.operand_segments, l.operand_sizes) {
        let n = lit(op.operands.len());
        let sizes = entry_ref(k);
        body.extend(quote! {
            __v::check_segment_sizes(ctx, op, &#sizes, "operand", ::core::option::Option::Some(#n), ctx.ir.num_operands(op))?;
        });
    }
    if let (SegmentMode::AttrSized, Some(k)) = (op.result_segments, l.result_sizes) {
        let n = lit(op.results.len());
        let sizes = entry_ref(k);
        body.extend(quote! {
            __v::check_segment_sizes(ctx, op, &#sizes, "result", ::core::option::Option::Some(#n), ctx.ir.num_results(op))?;
        });
    }
    let no_terminator = has_native(op, NativeTrait::NoTerminator);
    let mut single_block_done = false;
    for t in &op.traits {
        match t {
            TraitUse::Native(NativeTrait::SingleBlock)
            | TraitUse::SingleBlockImplicitTerminator(_)
                if !single_block_done =>
            {
                single_block_done = true;
                body.extend(quote!(__v::check_single_block(ctx, op, #no_terminator)?;));
            }
            TraitUse::HasParent(parents) => {
                body.extend(quote!(__v::check_parent(ctx, op, &[#(#parents),*])?;));
            }
            TraitUse::Native(NativeTrait::NoRegionArguments) => {
                body.extend(quote!(__v::check_no_region_arguments(ctx, op)?;));
            }
            _ => {}
        }
    }

    // 3. invariants: properties (declaration order), then attributes: presence in name order,
    // constraints in declaration order
    for (i, a) in op.attributes.iter().enumerate() {
        if !a.is_stored() || !a.is_property {
            continue;
        }
        let c = model.constraint(a.constraint);
        let required = matches!(a.kind, AttrKindDef::Required);
        if c.pred == Pred::True && !required {
            continue;
        }
        let prop = attr_ref(op, &l, i);
        let pred = constraint_fn(a.constraint);
        let summary = &c.summary;
        body.extend(quote!(__v::check_prop(ctx, op, &#prop, #required, #pred, #summary)?;));
    }
    // the same attribute constraints, as the table the parser checks the attribute
    // dictionary against (MLIR's `verifyInherentAttrs`)
    let mut inherent_checks = Vec::new();
    for a in op
        .attributes
        .iter()
        .filter(|a| a.is_stored() && !a.is_property)
    {
        let c = model.constraint(a.constraint);
        if c.pred == Pred::True {
            continue;
        }
        let name = &a.name;
        let pred = constraint_fn(a.constraint);
        let summary = &c.summary;
        let storage = match storage_check(model, a.constraint).map_err(|e| vec![e])? {
            Some(f) => quote!(::core::option::Option::Some(#f)),
            None => quote!(::core::option::Option::None),
        };
        inherent_checks.push(quote! {
            ::ods_runtime::ir::registry::InherentAttrCheck { name: #name, pred: #pred, summary: #summary, storage: #storage }
        });
    }
    let mut required: Vec<(&str, usize)> = op
        .attributes
        .iter()
        .enumerate()
        .filter(|(_, a)| !a.is_property && matches!(a.kind, AttrKindDef::Required))
        .map(|(i, a)| (a.name.as_str(), i))
        .collect();
    required.sort_unstable();
    if !required.is_empty() {
        let refs = required.iter().map(|&(_, i)| attr_ref(op, &l, i));
        body.extend(quote!(__v::check_required_attrs(ctx, op, &[#(#refs),*])?;));
    }
    for (i, a) in op.attributes.iter().enumerate() {
        if !a.is_stored() || a.is_property {
            continue;
        }
        let c = model.constraint(a.constraint);
        if c.pred == Pred::True {
            continue;
        }
        let attr = attr_ref(op, &l, i);
        let pred = constraint_fn(a.constraint);
        let summary = &c.summary;
        body.extend(quote!(__v::check_attr(ctx, op, &#attr, #pred, #summary)?;));
    }

    // operand and result groups
    let operand_seg = segments_tokens(op.operand_segments, &l, false);
    let result_seg = segments_tokens(op.result_segments, &l, true);
    let operand_table = groups_table(model, op, &l, &op.operands);
    let result_table = groups_table(model, op, &l, &op.results);
    let check_types = |defs: &[crate::model::OperandDef]| {
        defs.iter().any(|d| {
            model.constraint(d.constraint).pred != Pred::True
                || matches!(d.arity, Arity::Optional | Arity::VariadicOfVariadic { .. })
        })
    };
    if check_types(&op.operands) {
        body.extend(quote!(__v::check_value_groups(ctx, op, false, OPERANDS, OPERAND_SEGMENTS)?;));
    }
    if check_types(&op.results) {
        body.extend(quote!(__v::check_value_groups(ctx, op, true, RESULTS, RESULT_SEGMENTS)?;));
    }

    // multi-entity traits
    for t in &op.traits {
        match gen_multi_entity(op, &l, t) {
            Ok(Some(ts)) => body.extend(ts),
            Ok(None) => {}
            Err(e) => errors.push(e),
        }
    }

    // region constraints
    if op
        .regions
        .iter()
        .any(|r| r.constraint != RegionConstraint::Any)
    {
        let checks = op.regions.iter().map(|r| {
            let name = &r.name;
            let size = match r.constraint {
                RegionConstraint::Any => quote!(__v::RegionSize::Any),
                RegionConstraint::Sized(n) => {
                    let n = proc_macro2::Literal::u32_unsuffixed(n);
                    quote!(__v::RegionSize::Sized(#n))
                }
                RegionConstraint::MinSized(n) => {
                    let n = proc_macro2::Literal::u32_unsuffixed(n);
                    quote!(__v::RegionSize::MinSized(#n))
                }
                RegionConstraint::MaxSized(n) => {
                    let n = proc_macro2::Literal::u32_unsuffixed(n);
                    quote!(__v::RegionSize::MaxSized(#n))
                }
            };
            let variadic = r.variadic;
            quote!(__v::RegionCheck { name: #name, size: #size, variadic: #variadic })
        });
        body.extend(quote!(__v::check_regions(ctx, op, &[#(#checks),*])?;));
    }

    // 4. other traits in declaration order
    let mut elementwise_done = false;
    for t in &op.traits {
        let ts = match t {
            TraitUse::Native(n) => match n {
                NativeTrait::SameOperandsAndResultType => {
                    quote!(__v::check_same_operands_and_result_type(ctx, op)?;)
                }
                NativeTrait::SameTypeOperands => quote!(__v::check_same_type_operands(ctx, op)?;),
                NativeTrait::SameOperandsAndResultElementType => {
                    quote!(__v::check_same_element_type(ctx, op, true)?;)
                }
                NativeTrait::SameOperandsElementType => {
                    quote!(__v::check_same_element_type(ctx, op, false)?;)
                }
                NativeTrait::SameOperandsAndResultShape => {
                    quote!(__v::check_same_shape(ctx, op, true)?;)
                }
                NativeTrait::SameOperandsShape => quote!(__v::check_same_shape(ctx, op, false)?;),
                NativeTrait::SameOperandsAndResultRank => quote!(__v::check_same_rank(ctx, op)?;),
                NativeTrait::ResultsAreBoolLike
                | NativeTrait::ResultsAreFloatLike
                | NativeTrait::ResultsAreSignlessIntegerLike
                | NativeTrait::OperandsAreFloatLike
                | NativeTrait::OperandsAreSignlessIntegerLike => {
                    let which = format!("{n:?}");
                    quote!(__v::check_values_like(ctx, op, #which)?;)
                }
                NativeTrait::Elementwise
                | NativeTrait::Scalarizable
                | NativeTrait::Vectorizable
                | NativeTrait::Tensorizable => {
                    if elementwise_done {
                        continue;
                    }
                    elementwise_done = true;
                    quote!(__v::check_elementwise(ctx, op)?;)
                }
                NativeTrait::Symbol => {
                    let name = attr_ref_named(op, &l, "sym_name");
                    let visibility = attr_ref_named(op, &l, "sym_visibility");
                    quote!(__v::check_symbol(ctx, op, &#name, &#visibility)?;)
                }
                NativeTrait::Terminator => quote!(__v::check_terminator_last(ctx, op)?;),
                _ => continue,
            },
            TraitUse::User(uid) => {
                if model.user_traits[uid.index()].verify.is_none() {
                    continue;
                }
                let f = format_ident!("__ods_user_trait_{}", uid.index());
                quote!(#f(ctx, op)?;)
            }
            _ => continue,
        };
        body.extend(ts);
    }
    for iu in &op.interfaces {
        let Some(iid) = iu.id else {
            continue;
        };
        let iface = model.interface(iid);
        if iface.verify.is_none() {
            continue;
        }
        let f = format_ident!("__ods_verify_{}", iface.name.to_snake_case());
        body.extend(quote!(#f(ctx, op)?;));
    }
    if op.hooks.has_verifier {
        body.extend(quote!(
            <Self as ::ods_runtime::ods::hooks::Verify>::verify(Self(op), ctx)?;
        ));
    }

    // region verifier
    let mut region_body = TokenStream::new();
    for t in &op.traits {
        match t {
            TraitUse::SingleBlockImplicitTerminator(name) => region_body.extend(quote!(
                ::ods_runtime::ods::verify::check_implicit_terminator(ctx, op, #name)?;
            )),
            TraitUse::Native(NativeTrait::SymbolTable) => region_body.extend(quote!(
                ::ods_runtime::ods::verify::check_symbol_table(ctx, op)?;
            )),
            _ => {}
        }
    }
    if op.hooks.has_region_verifier {
        region_body.extend(quote!(
            <Self as ::ods_runtime::ods::hooks::VerifyRegions>::verify_regions(Self(op), ctx)?;
        ));
    }

    let fold = if op.hooks.has_folder {
        let single = op.results.len() == 1 && op.results[0].arity == Arity::Single;
        let call = if single {
            quote! {
                match <Self as ::ods_runtime::ods::hooks::Fold>::fold(Self(op), ctx, operands) {
                    ::core::option::Option::Some(r) => {
                        out.push(r);
                        true
                    }
                    ::core::option::Option::None => false,
                }
            }
        } else {
            quote!(<Self as ::ods_runtime::ods::hooks::FoldMulti>::fold(
                Self(op),
                ctx,
                operands,
                out
            ))
        };
        quote! {
            /// Fold glue: calls the op's `Fold` (or `FoldMulti`) hook (registered as the op's
            /// fold function).
            #[doc(hidden)]
            pub fn __ods_fold(
                ctx: &mut ::ods_runtime::Context,
                op: ::ods_runtime::Op,
                operands: &[::core::option::Option<::ods_runtime::Attribute>],
                out: &mut ::std::vec::Vec<::ods_runtime::ir::registry::FoldResult>,
            ) -> bool {
                #call
            }
        }
    } else {
        TokenStream::new()
    };

    if !errors.is_empty() {
        return Err(errors);
    }
    // The group tables and the attribute table, only when something refers to them.
    let text = body.to_string();
    let mut tables = TokenStream::new();
    if text.contains("OPERANDS") {
        tables.extend(quote! {
            const OPERANDS: &[__v::Group] = #operand_table;
            const OPERAND_SEGMENTS: __v::Segments = #operand_seg;
        });
    }
    if text.contains("RESULTS") {
        tables.extend(quote! {
            const RESULTS: &[__v::Group] = #result_table;
            const RESULT_SEGMENTS: __v::Segments = #result_seg;
        });
    }
    let ty = format_ident!("{}", op.rust_name);
    if text.contains("ATTRS [") || tables.to_string().contains("ATTRS [") {
        // (the op's own table: a nested item cannot name `Self`)
        tables = quote! {
            const ATTRS: &[__v::AttrRef] = #ty::__ODS_ATTRS;
            #tables
        };
    }
    Ok(quote! {
        impl #ty {
            /// The constraints of the inherent attributes, which the parser checks the
            /// attribute dictionary against (MLIR's `verifyInherentAttrs`).
            #[doc(hidden)]
            pub const __ODS_INHERENT_ATTR_CHECKS: &'static [::ods_runtime::ir::registry::InherentAttrCheck] = &[#(#inherent_checks),*];
            /// Checks the op's invariants (counts, structural traits, attributes, operand and
            /// result types, multi-entity traits, regions, other traits, interface verifiers,
            /// the `verify` hook), reporting the first failure with mlir-opt's message.
            #[doc(hidden)]
            #[allow(unused_variables, dead_code, non_snake_case, clippy::all)]
            pub fn __ods_verify(
                ctx: &::ods_runtime::Context,
                op: ::ods_runtime::Op,
            ) -> ::core::result::Result<(), ::ods_runtime::Diagnostic> {
                use ::ods_runtime::ods::verify as __v;
                #tables
                #body
                ::core::result::Result::Ok(())
            }
            /// Checks the op after its regions were verified (`SingleBlockImplicitTerminator`,
            /// the `verify_regions` hook).
            #[doc(hidden)]
            #[allow(unused_variables, clippy::all)]
            pub fn __ods_verify_regions(
                ctx: &::ods_runtime::Context,
                op: ::ods_runtime::Op,
            ) -> ::core::result::Result<(), ::ods_runtime::Diagnostic> {
                #region_body
                ::core::result::Result::Ok(())
            }
            #fold
        }
    })
}
