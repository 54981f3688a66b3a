//! Verification helpers called by code generated from `.ods` files, with mlir-opt 22's messages.
//!
//! Generated verifiers (`__ods_verify`) are short sequences of calls into this module; the
//! per-op data (value groups, attributes, region constraints) is passed as small static
//! tables, so no per-op logic is repeated. An inherent attribute is passed as its [`AttrRef`]
//! (an entry of the op's `__ODS_ATTRS` table): the check reads its property slot, as the
//! generated getters do, and uses its name only in messages. The checks follow MLIR's order:
//!
//! 1. counts: regions, results, successors, operands ([`check_counts`]);
//! 2. structural traits: segment sizes ([`check_segment_sizes`]), `SingleBlock`
//!    ([`check_single_block`]), `HasParent`/`ParentOneOf` ([`check_parent`]),
//!    `NoRegionArguments` ([`check_no_region_arguments`]);
//! 3. the op's invariants: property constraints ([`check_prop`]), required attributes
//!    ([`check_required_attrs`]), attribute constraints ([`check_attr`]), operand then result
//!    groups ([`check_value_groups`]), multi-entity predicates ([`check_all_match`], [`pred_failed`]), region constraints
//!    ([`check_regions`]);
//! 4. the other traits in declaration order ([`check_same_operands_and_result_type`], ...,
//!    [`check_symbol`]), interface verifiers, the user's `verify` hook.
//!
//! Region-phase checks (after nested ops) are [`check_implicit_terminator`],
//! [`check_symbol_table`] and the user's `verify_regions` hook. `Terminator`, `IsolatedFromAbove` and `NoTerminator` are checked by
//! [`crate::analysis::verifier`] from the op's trait flags.

use std::ops::Range;

use crate::analysis::verifier::op_error;
use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::Context;
use crate::ir::context::Symbol;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::types::{Type, TypeKind};
use crate::ir::{Op, Properties};
use crate::text::printer::{PrintFlags, Printer};

pub use super::access::AttrRef;

/// How many of something an op requires (MLIR's `ZeroOperands`, `OneOperand`,
/// `NOperands<n>`, `AtLeastNOperands<n>`, `VariadicOperands` and likewise for results, regions
/// and successors).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// any number
    Any,
    /// exactly this many
    Exact(usize),
    /// this many or more
    AtLeast(usize),
}

/// How variable-length value groups are split (see `SegmentMode` in the model).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segments {
    /// at most one variable-length group: it takes the remainder
    None,
    /// all variable-length groups have the same size
    SameSize,
    /// this dense i32 array attribute (`operandSegmentSizes`) holds one size per group
    Attr(AttrRef),
}

/// How many values one group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// exactly one
    Single,
    /// zero or one
    Optional,
    /// any number
    Variadic,
    /// any number, split into sub-groups by this dense i32 array attribute
    VariadicOfVariadic(AttrRef),
}

/// One operand or result group of an op, for [`check_value_groups`].
#[derive(Clone, Copy)]
pub struct Group {
    /// the group's name (used in `VariadicOfVariadic` messages)
    pub name: &'static str,
    /// how many values
    pub arity: Arity,
    /// the type constraint of each value
    pub pred: fn(&Context, Type) -> bool,
    /// the constraint's summary (`signless-integer-like`)
    pub summary: &'static str,
}

impl Group {
    /// A group of the given arity (generated tables use the shorter constructors below).
    pub const fn new(
        name: &'static str,
        arity: Arity,
        pred: fn(&Context, Type) -> bool,
        summary: &'static str,
    ) -> Group {
        Group {
            name,
            arity,
            pred,
            summary,
        }
    }

    /// A group of exactly one value.
    pub const fn single(
        name: &'static str,
        pred: fn(&Context, Type) -> bool,
        summary: &'static str,
    ) -> Group {
        Group::new(name, Arity::Single, pred, summary)
    }

    /// A group of zero or one value.
    pub const fn optional(
        name: &'static str,
        pred: fn(&Context, Type) -> bool,
        summary: &'static str,
    ) -> Group {
        Group::new(name, Arity::Optional, pred, summary)
    }

    /// A group of any number of values.
    pub const fn variadic(
        name: &'static str,
        pred: fn(&Context, Type) -> bool,
        summary: &'static str,
    ) -> Group {
        Group::new(name, Arity::Variadic, pred, summary)
    }
}

/// The size constraint of one region, for [`check_regions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSize {
    /// any number of blocks
    Any,
    /// exactly `n` blocks
    Sized(u32),
    /// `n` or more blocks
    MinSized(u32),
    /// at most `n` blocks
    MaxSized(u32),
}

/// One region declaration, for [`check_regions`].
#[derive(Clone, Copy, Debug)]
pub struct RegionCheck {
    /// the region's name
    pub name: &'static str,
    /// its size constraint
    pub size: RegionSize,
    /// `VariadicRegion` (the last declaration only): applies to every remaining region
    pub variadic: bool,
}

/// What [`check_all_match`] compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchKind {
    /// the types (`AllTypesMatch`)
    Type,
    /// the element types, or the types themselves for non-shaped types (`AllElementTypesMatch`)
    ElementType,
    /// the shapes (`AllShapesMatch`)
    Shape,
    /// the ranks (`AllRanksMatch`)
    Rank,
}

/// A type as MLIR prints it in a diagnostic, quotes included: `'f32'`.
pub fn quoted_type(ctx: &Context, ty: Type) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_type(ty);
    format!("'{}'", String::from_utf8_lossy(&p.out))
}

/// An attribute as MLIR prints it in a diagnostic (no quotes).
pub fn attr_text(ctx: &Context, attr: Attribute) -> String {
    let mut p = Printer::new(ctx, PrintFlags::default());
    p.print_attribute_inline(attr);
    String::from_utf8_lossy(&p.out).into_owned()
}

fn err(ctx: &Context, op: Op, msg: &str) -> Result<(), Diagnostic> {
    Err(op_error(ctx, op, msg))
}

/// The attribute called `name` of any op, found by name: its property slot when its
/// registration has one of that name and it is set, else the entry of its property dictionary
/// (unregistered ops), else its discardable attribute of that name (ops whose dialect does not
/// use properties keep their inherent attributes there).
///
/// For code that does not know the op's type, as the checks of nested symbols
/// ([`check_symbol_table`]) and the helpers shared by function-like ops
/// ([`crate::ods::function`]). Generated code knows where each attribute of its op is stored
/// and reads it through an [`AttrRef`] instead ([`AttrRef::get`]).
pub fn op_attr(ctx: &Context, op: Op, name: &str) -> Option<Attribute> {
    // a name that was never interned is no slot's and no dictionary's
    op_attr_by_symbol(ctx, op, ctx.lookup_symbol(name)?)
}

/// [`op_attr`] with the name already interned (symbols compare without reading the text).
pub fn op_attr_by_symbol(ctx: &Context, op: Op, name: Symbol) -> Option<Attribute> {
    let data = ctx.ir.op(op);
    match &data.props {
        Properties::Slots(slots) => {
            let slot = ctx.op_info(op).and_then(|info| info.slot_of(name));
            if let Some(a) = slot.and_then(|i| slots.get(i).copied().flatten()) {
                return Some(a);
            }
        }
        Properties::Dict(d) => {
            if let Some(a) = dict_get(ctx, *d, name) {
                return Some(a);
            }
        }
        Properties::None => {}
    }
    dict_get(ctx, data.attrs, name)
}

fn dict_get(ctx: &Context, dict: Attribute, name: Symbol) -> Option<Attribute> {
    ctx.dict_entries(dict)
        .iter()
        .find(|(n, _)| *n == name)
        .map(|e| e.1)
}

fn count_error(what: Count, found: usize, kind: &str) -> Option<String> {
    let (one, zero_msg, one_msg) = match kind {
        "operand" => (
            "operand",
            "requires zero operands",
            "requires a single operand",
        ),
        "result" => ("result", "requires zero results", "requires one result"),
        _ => ("region", "requires zero regions", "requires one region"),
    };
    match what {
        Count::Any => None,
        Count::Exact(n) if n == found => None,
        Count::Exact(0) => Some(zero_msg.to_string()),
        Count::Exact(1) => Some(one_msg.to_string()),
        Count::Exact(n) if kind == "operand" => {
            Some(format!("expected {n} {one}s, but found {found}"))
        }
        Count::Exact(n) => Some(format!("expected {n} {one}s")),
        Count::AtLeast(n) if found >= n => None,
        Count::AtLeast(n) if kind == "operand" => {
            Some(format!("expected {n} or more {one}s, but found {found}"))
        }
        Count::AtLeast(n) => Some(format!("expected {n} or more {one}s")),
    }
}

fn successor_count_error(what: Count, found: usize) -> Option<String> {
    match what {
        Count::Any => None,
        Count::Exact(n) if n == found => None,
        Count::Exact(1) => Some(format!("requires 1 successor but found {found}")),
        Count::Exact(n) => Some(format!("requires {n} successors but found {found}")),
        Count::AtLeast(n) if found >= n => None,
        Count::AtLeast(n) => Some(format!(
            "requires at least {n} successors but found {found}"
        )),
    }
}

/// The count traits, in MLIR's order: regions (`requires zero regions`, `requires one
/// region`, `expected 2 regions`, `expected 1 or more regions`), results (`requires zero
/// results`, `requires one result`, `expected 2 results`, `expected 1 or more results`),
/// successors (`requires 0 successors but found 1`, `requires 1 successor but found 2`,
/// `requires at least 1 successors but found 0`), operands (`requires zero operands`,
/// `requires a single operand`, `expected 2 operands, but found 1`, `expected 3 or more
/// operands, but found 2`).
pub fn check_counts(
    ctx: &Context,
    op: Op,
    regions: Count,
    results: Count,
    successors: Count,
    operands: Count,
) -> Result<(), Diagnostic> {
    let data = ctx.ir.op(op);
    let fits = |what: Count, found: usize| match what {
        Count::Any => true,
        Count::Exact(n) => n == found,
        Count::AtLeast(n) => found >= n,
    };
    if fits(regions, data.regions.len())
        && fits(results, ctx.ir.num_results(op))
        && fits(successors, data.successors.len())
        && fits(operands, ctx.ir.num_operands(op))
    {
        return Ok(());
    }
    let msg = count_error(regions, data.regions.len(), "region")
        .or_else(|| count_error(results, ctx.ir.num_results(op), "result"))
        .or_else(|| successor_count_error(successors, data.successors.len()))
        .or_else(|| count_error(operands, ctx.ir.num_operands(op), "operand"));
    match msg {
        Some(m) => err(ctx, op, &m),
        None => Ok(()),
    }
}

/// The elements of a dense i32 array attribute.
pub fn dense_i32_elements(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { elem, len, raw } if ctx.is_signless_int(*elem, 32) => {
            let v: Vec<i32> = raw
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            (v.len() == *len as usize).then_some(v)
        }
        _ => None,
    }
}

/// MLIR's `verifyValueSizeAttr`: the dense i32 array attribute `sizes` exists, has
/// `groups` elements (when `Some`), has no negative element and sums to `total`, the number of
/// `kind` values (`operand`, `result` or a group name for `VariadicOfVariadic`).
pub fn check_segment_sizes(
    ctx: &Context,
    op: Op,
    sizes: &AttrRef,
    kind: &str,
    groups: Option<usize>,
    total: usize,
) -> Result<(), Diagnostic> {
    let attr_name = sizes.name;
    let Some(sizes) = sizes.get(ctx, op).and_then(|a| dense_i32_elements(ctx, a)) else {
        return err(
            ctx,
            op,
            &format!("requires dense i32 array attribute '{attr_name}'"),
        );
    };
    if let Some(n) = groups {
        if sizes.len() != n {
            return err(
                ctx,
                op,
                &format!(
                    "'{attr_name}' attribute for specifying {kind} segments must have {n} elements, but got {}",
                    sizes.len()
                ),
            );
        }
    }
    if sizes.iter().any(|&s| s < 0) {
        return err(
            ctx,
            op,
            &format!("'{attr_name}' attribute cannot have negative elements"),
        );
    }
    let sum: usize = sizes.iter().map(|&s| s as usize).sum();
    if sum != total {
        return err(
            ctx,
            op,
            &format!(
                "{kind} count ({total}) does not match with the total size ({sum}) specified in attribute '{attr_name}'"
            ),
        );
    }
    Ok(())
}

/// The little-endian bytes of the dense i32 array attribute `sizes` (empty when absent or not
/// such an attribute), borrowed from the context.
fn raw_sizes<'c>(ctx: &'c Context, op: Op, sizes: &AttrRef) -> &'c [u8] {
    match sizes.get(ctx, op).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { elem, raw, .. }) if ctx.is_signless_int(*elem, 32) => raw,
        _ => &[],
    }
}

/// The index ranges of the groups (`true` for a single-value group) among `total` values,
/// without allocating.
fn ranges<'c, I>(
    ctx: &'c Context,
    op: Op,
    singles: I,
    segments: Segments,
    total: usize,
) -> impl Iterator<Item = Range<usize>> + 'c
where
    I: Iterator<Item = bool> + Clone + 'c,
{
    let (raw, each) = match segments {
        Segments::Attr(sizes) => (raw_sizes(ctx, op, &sizes), 0),
        Segments::None | Segments::SameSize => {
            let n = singles.clone().count();
            let fixed = singles.clone().filter(|s| *s).count();
            let each = total
                .saturating_sub(fixed)
                .checked_div(n - fixed)
                .unwrap_or(0);
            (&[][..], each)
        }
    };
    let by_attr = matches!(segments, Segments::Attr(_));
    let mut start = 0usize;
    singles.enumerate().map(move |(i, single)| {
        let size = if by_attr {
            raw.get(4 * i..4 * i + 4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]).max(0) as usize)
                .unwrap_or(0)
        } else if single {
            1
        } else {
            each
        };
        let b = start.min(total);
        start = start.saturating_add(size);
        b..start.min(total)
    })
}

/// The index range of each group among `total` values. Never panics: with a missing or
/// inconsistent segment attribute the ranges are clamped to `0..total` (the count and segment
/// checks report the error first).
pub fn group_ranges(
    ctx: &Context,
    op: Op,
    arities: &[Arity],
    segments: Segments,
    total: usize,
) -> Vec<Range<usize>> {
    ranges(
        ctx,
        op,
        arities.iter().map(|a| *a == Arity::Single),
        segments,
        total,
    )
    .collect()
}

/// Checks every operand (`is_result == false`) or result group: an optional group holds at
/// most one value (`operand group starting at #1 requires 0 or 1 element, but found 2`), a
/// variadic-of-variadic group matches its segment attribute, and each value's type satisfies
/// its group's constraint (`operand #0 must be signless-integer-like, but got 'f32'`).
pub fn check_value_groups(
    ctx: &Context,
    op: Op,
    is_result: bool,
    groups: &[Group],
    segments: Segments,
) -> Result<(), Diagnostic> {
    let kind = if is_result { "result" } else { "operand" };
    let total = if is_result {
        ctx.ir.num_results(op)
    } else {
        ctx.ir.num_operands(op)
    };
    let value = |i: usize| {
        if is_result {
            ctx.ir.result(op, i)
        } else {
            ctx.ir.operand(op, i)
        }
    };
    let type_error = |i: usize, g: &Group, ty: Type| {
        err(
            ctx,
            op,
            &format!(
                "{kind} #{i} must be {}, but got {}",
                g.summary,
                quoted_type(ctx, ty)
            ),
        )
    };
    // the common case, one value per group: value `i` belongs to group `i`
    if total == groups.len()
        && !matches!(segments, Segments::Attr(_))
        && groups.iter().all(|g| g.arity == Arity::Single)
    {
        for (i, g) in groups.iter().enumerate() {
            let ty = ctx.ir.value_type(value(i));
            if !(g.pred)(ctx, ty) {
                return type_error(i, g, ty);
            }
        }
        return Ok(());
    }
    let singles = groups.iter().map(|g| g.arity == Arity::Single);
    for (g, r) in groups.iter().zip(ranges(ctx, op, singles, segments, total)) {
        match g.arity {
            Arity::Optional if r.len() > 1 => {
                return err(
                    ctx,
                    op,
                    &format!(
                        "{kind} group starting at #{} requires 0 or 1 element, but found {}",
                        r.start,
                        r.len()
                    ),
                );
            }
            Arity::VariadicOfVariadic(sizes) => {
                check_segment_sizes(ctx, op, &sizes, g.name, None, r.len())?;
            }
            _ => {}
        }
        for i in r {
            let ty = ctx.ir.value_type(value(i));
            if !(g.pred)(ctx, ty) {
                return type_error(i, g, ty);
            }
        }
    }
    Ok(())
}

/// The values of group `group` among the operands (`is_result == false`) or results, as
/// split by `groups` and `segments` (empty when the group does not exist).
pub fn group_values(
    ctx: &Context,
    op: Op,
    is_result: bool,
    groups: &[Group],
    segments: Segments,
    group: usize,
) -> Vec<crate::ir::Value> {
    let total = if is_result {
        ctx.ir.num_results(op)
    } else {
        ctx.ir.num_operands(op)
    };
    let singles = groups.iter().map(|g| g.arity == Arity::Single);
    let Some(r) = ranges(ctx, op, singles, segments, total).nth(group) else {
        return Vec::new();
    };
    r.map(|i| {
        if is_result {
            ctx.ir.result(op, i)
        } else {
            ctx.ir.operand(op, i)
        }
    })
    .collect()
}

/// The first value of group `group` (MLIR's `*getODSOperands(i).begin()`), if any.
pub fn group_value(
    ctx: &Context,
    op: Op,
    is_result: bool,
    groups: &[Group],
    segments: Segments,
    group: usize,
) -> Option<crate::ir::Value> {
    let total = if is_result {
        ctx.ir.num_results(op)
    } else {
        ctx.ir.num_operands(op)
    };
    let singles = groups.iter().map(|g| g.arity == Arity::Single);
    let r = ranges(ctx, op, singles, segments, total).nth(group)?;
    if r.is_empty() {
        return None;
    }
    Some(if is_result {
        ctx.ir.result(op, r.start)
    } else {
        ctx.ir.operand(op, r.start)
    })
}

/// The types of every value of group `group` (MLIR's `RangedTypesMatchWith` compares them).
pub fn group_types(
    ctx: &Context,
    op: Op,
    is_result: bool,
    groups: &[Group],
    segments: Segments,
    group: usize,
) -> Vec<Type> {
    let total = if is_result {
        ctx.ir.num_results(op)
    } else {
        ctx.ir.num_operands(op)
    };
    let singles = groups.iter().map(|g| g.arity == Arity::Single);
    let Some(r) = ranges(ctx, op, singles, segments, total).nth(group) else {
        return Vec::new();
    };
    r.map(|i| {
        let v = if is_result {
            ctx.ir.result(op, i)
        } else {
            ctx.ir.operand(op, i)
        };
        ctx.ir.value_type(v)
    })
    .collect()
}

/// The type of the first value of group `group`, if any.
pub fn group_type(
    ctx: &Context,
    op: Op,
    is_result: bool,
    groups: &[Group],
    segments: Segments,
    group: usize,
) -> Option<Type> {
    group_value(ctx, op, is_result, groups, segments, group).map(|v| ctx.ir.value_type(v))
}

/// The type of inherent attribute `attr` when it is a typed attribute.
pub fn attr_type_of(ctx: &Context, op: Op, attr: &AttrRef) -> Option<Type> {
    attr.get(ctx, op).and_then(|a| attr_type(ctx, a))
}

/// The type of a typed attribute (integer, float, string, dense elements, a type attribute's
/// type is not its value), for `AllTypesMatch` over attributes. A string without a type has
/// type `none`, as MLIR's `StringAttr::getType`.
pub fn attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::String { ty: None, .. } => Some(ctx.common.none),
        _ => super::preds::attr_type(ctx, attr),
    }
}

/// Required attributes, given in name order (MLIR checks them in that order): `requires
/// attribute 'value'`.
pub fn check_required_attrs(
    ctx: &Context,
    op: Op,
    sorted_by_name: &[AttrRef],
) -> Result<(), Diagnostic> {
    for attr in sorted_by_name {
        if attr.get(ctx, op).is_none() {
            return err(ctx, op, &format!("requires attribute '{}'", attr.name));
        }
    }
    Ok(())
}

/// An attribute's constraint, when the attribute is present: `attribute 'value' failed to
/// satisfy constraint: <summary>`.
pub fn check_attr(
    ctx: &Context,
    op: Op,
    attr: &AttrRef,
    pred: fn(&Context, Attribute) -> bool,
    summary: &str,
) -> Result<(), Diagnostic> {
    match attr.get(ctx, op) {
        Some(a) if !pred(ctx, a) => err(
            ctx,
            op,
            &format!(
                "attribute '{}' failed to satisfy constraint: {summary}",
                attr.name
            ),
        ),
        _ => Ok(()),
    }
}

/// A property's constraint (checked before attributes, as MLIR does): `property 'count'
/// failed to satisfy constraint: <summary>`. A missing required property is reported as
/// `requires property 'count'` (mlir-opt rejects it earlier, when parsing the generic form).
pub fn check_prop(
    ctx: &Context,
    op: Op,
    prop: &AttrRef,
    required: bool,
    pred: fn(&Context, Attribute) -> bool,
    summary: &str,
) -> Result<(), Diagnostic> {
    let name = prop.name;
    match prop.get(ctx, op) {
        None if required => err(ctx, op, &format!("requires property '{name}'")),
        Some(a) if !pred(ctx, a) => err(
            ctx,
            op,
            &format!("property '{name}' failed to satisfy constraint: {summary}"),
        ),
        _ => Ok(()),
    }
}

/// Region size constraints: `region #0 ('body') failed to verify constraint: region with 1
/// blocks`.
pub fn check_regions(ctx: &Context, op: Op, regions: &[RegionCheck]) -> Result<(), Diagnostic> {
    let actual = &ctx.ir.op(op).regions;
    for (i, &r) in actual.iter().enumerate() {
        let Some(decl) = regions
            .get(i)
            .or_else(|| regions.last().filter(|d| d.variadic))
        else {
            break;
        };
        let n = ctx.ir.region_blocks(r).count();
        let ok = match decl.size {
            RegionSize::Any => continue,
            RegionSize::Sized(k) => n == k as usize,
            RegionSize::MinSized(k) => n >= k as usize,
            RegionSize::MaxSized(k) => n <= k as usize,
        };
        if !ok {
            let summary = match decl.size {
                RegionSize::Sized(k) => format!("region with {k} blocks"),
                RegionSize::MinSized(k) => format!("region with at least {k} blocks"),
                RegionSize::MaxSized(k) => {
                    format!("region with at most {k} blocks")
                }
                RegionSize::Any => String::new(),
            };
            let name = if decl.name.is_empty() {
                " ".to_string()
            } else {
                format!(" ('{}') ", decl.name)
            };
            return err(
                ctx,
                op,
                &format!("region #{i}{name}failed to verify constraint: {summary}"),
            );
        }
    }
    Ok(())
}

/// `SingleBlock`: each region has 0 or 1 blocks (`expects region #1 to have 0 or 1 blocks`)
/// and, unless the op has `NoTerminator`, a present block is not empty (`expects a non-empty
/// block`).
pub fn check_single_block(ctx: &Context, op: Op, no_terminator: bool) -> Result<(), Diagnostic> {
    for (i, &r) in ctx.ir.op(op).regions.iter().enumerate() {
        let mut blocks = ctx.ir.region_blocks(r);
        let Some(first) = blocks.next() else {
            continue;
        };
        if blocks.next().is_some() {
            return err(
                ctx,
                op,
                &format!("expects region #{i} to have 0 or 1 blocks"),
            );
        }
        if !no_terminator && ctx.ir.first_op(first).is_none() {
            return err(ctx, op, "expects a non-empty block");
        }
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<name>` (region phase): each non-empty region's block ends
/// with `name` (`expects regions to end with 'scf.yield', found 'test.foo'` with the note `in
/// custom textual format, the absence of terminator implies 'scf.yield'`).
pub fn check_implicit_terminator(ctx: &Context, op: Op, name: &str) -> Result<(), Diagnostic> {
    for &r in ctx.ir.op(op).regions.iter() {
        let Some(b) = ctx.ir.first_block(r) else {
            continue;
        };
        let Some(last) = ctx.ir.last_op(b) else {
            return err(ctx, op, "expects a non-empty block");
        };
        let found = ctx.str(ctx.ir.op(last).name);
        if found != name {
            let d = op_error(
                ctx,
                op,
                &format!("expects regions to end with '{name}', found '{found}'"),
            );
            let loc = d.loc;
            return Err(d.with_note(
                loc,
                format!("in custom textual format, the absence of terminator implies '{name}'"),
            ));
        }
    }
    Ok(())
}

/// `SymbolTable` (region phase): one region of one block (`Operations with a 'SymbolTable'
/// must have exactly one region` / `... exactly one block`) whose ops have distinct
/// `sym_name`s (`redefinition of symbol named 'f'` at the second definition, with the note `see
/// existing symbol definition here` at the first). The nested ops are of any type: their
/// `sym_name` is found by its symbol ([`op_attr_by_symbol`]).
pub fn check_symbol_table(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let [region] = &ctx.ir.op(op).regions[..] else {
        return err(
            ctx,
            op,
            "Operations with a 'SymbolTable' must have exactly one region",
        );
    };
    let mut blocks = ctx.ir.region_blocks(*region);
    let (Some(block), None) = (blocks.next(), blocks.next()) else {
        return err(
            ctx,
            op,
            "Operations with a 'SymbolTable' must have exactly one block",
        );
    };
    let Some(sym_name) = ctx.lookup_symbol("sym_name") else {
        return Ok(());
    };
    let mut seen: crate::ir::context::FxHashMap<Attribute, Op> = Default::default();
    for o in ctx.ir.block_ops(block) {
        let Some(name) = op_attr_by_symbol(ctx, o, sym_name) else {
            continue;
        };
        let AttrKind::String { value, .. } = ctx.attr_kind(name) else {
            continue;
        };
        if let Some(&first) = seen.get(&name) {
            let text = String::from_utf8_lossy(value);
            let first_loc = crate::ir::diagnostics::DiagLoc::Loc(ctx.ir.op(first).loc);
            let msg = format!("redefinition of symbol named '{text}'");
            return Err(crate::analysis::verifier::error_on(ctx, o, &msg)
                .with_note(first_loc, "see existing symbol definition here"));
        }
        seen.insert(name, o);
    }
    Ok(())
}

/// `Terminator`: the op is the last of its block (`must be the last operation in the parent
/// block`). MLIR checks it with the op's other non-structural traits, after the operand,
/// result and attribute constraints and the parent checks.
pub fn check_terminator_last(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    match ctx.ir.op_parent(op) {
        Some(b) if ctx.ir.last_op(b) != Some(op) => {
            err(ctx, op, "must be the last operation in the parent block")
        }
        _ => Ok(()),
    }
}

/// `HasParent<"p">` (`expects parent op 'func.func'`) and `ParentOneOf<[...]>` (`expects
/// parent op to be one of 'a, b'`, names in the order given).
pub fn check_parent(ctx: &Context, op: Op, parents: &[&str]) -> Result<(), Diagnostic> {
    let parent = ctx.ir.parent_op(op).map(|p| ctx.str(ctx.ir.op(p).name));
    if parent.is_some_and(|p| parents.contains(&p)) {
        return Ok(());
    }
    if let [one] = parents {
        return err(ctx, op, &format!("expects parent op '{one}'"));
    }
    err(
        ctx,
        op,
        &format!("expects parent op to be one of '{}'", parents.join(", ")),
    )
}

/// `NoRegionArguments`: `region should have no arguments` (one region) or `region #1 should
/// have no arguments`.
pub fn check_no_region_arguments(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let regions = &ctx.ir.op(op).regions;
    for (i, &r) in regions.iter().enumerate() {
        if let Some(b) = ctx.ir.first_block(r) {
            if !ctx.ir.block_args(b).is_empty() {
                if regions.len() > 1 {
                    return err(ctx, op, &format!("region #{i} should have no arguments"));
                }
                return err(ctx, op, "region should have no arguments");
            }
        }
    }
    Ok(())
}

/// A multi-entity predicate that does not hold: `failed to verify that <summary>`.
pub fn pred_failed(ctx: &Context, op: Op, summary: &str) -> Result<(), Diagnostic> {
    err(ctx, op, &format!("failed to verify that {summary}"))
}

/// `getElementTypeOrSelf`.
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

fn rank(ctx: &Context, ty: Type) -> Option<usize> {
    ctx.shape(ty).map(|s| s.len())
}

/// `AllTypesMatch` / `AllElementTypesMatch` / `AllShapesMatch` / `AllRanksMatch` over the
/// given entity types (`None`: the entity is absent, nothing to compare): `failed to verify
/// that <summary>` where the summary is `all of {a, b} have same type`.
pub fn check_all_match(
    ctx: &Context,
    op: Op,
    types: &[Option<Type>],
    kind: MatchKind,
    summary: &str,
) -> Result<(), Diagnostic> {
    let mut present = types.iter().flatten().copied();
    let Some(first) = present.next() else {
        return Ok(());
    };
    let same = |a: Type, b: Type| match kind {
        MatchKind::Type => a == b,
        MatchKind::ElementType => element_type_or_self(ctx, a) == element_type_or_self(ctx, b),
        MatchKind::Shape => ctx.shape(a) == ctx.shape(b),
        MatchKind::Rank => rank(ctx, a) == rank(ctx, b),
    };
    if present.all(|t| same(first, t)) {
        Ok(())
    } else {
        pred_failed(ctx, op, summary)
    }
}

/// MLIR's `verifyCompatibleShape`: same rank (or one unranked), and equal sizes where both are
/// static. Non-shaped types have no shape and are compatible only with each other.
pub fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    let shaped = |t: Type| ctx.is_shaped(t);
    match (shaped(a), shaped(b)) {
        (false, false) => return true,
        (true, true) => {}
        _ => return false,
    }
    let (Some(sa), Some(sb)) = (ctx.shape(a), ctx.shape(b)) else {
        return true;
    };
    sa.len() == sb.len()
        && sa.iter().zip(sb).all(|(&x, &y)| {
            x == y || x == crate::ir::types::DYNAMIC || y == crate::ir::types::DYNAMIC
        })
}

/// MLIR's `verifyCompatibleShapes` over several types, which the shape traits and
/// `Elementwise` use: all shaped or none; scalable vectors all or none (`vector<[4]xi32>`
/// and `vector<4xi8>` differ, while the pairwise [`compatible_shapes`] accepts them); the
/// ranked ones of one rank; and in each dimension one static size at most.
pub fn compatible_shapes_all(ctx: &Context, types: impl Iterator<Item = Type> + Clone) -> bool {
    let shaped = |t: Type| ctx.is_shaped(t);
    let n_shaped = types.clone().filter(|&t| shaped(t)).count();
    if n_shaped == 0 {
        return true;
    }
    if n_shaped != types.clone().count() {
        return false;
    }
    let scalable = |t: Type| matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.contains(&true));
    let n_scalable = types.clone().filter(|&t| scalable(t)).count();
    if n_scalable != 0 && n_scalable != n_shaped {
        return false;
    }
    let mut first: Option<&[i64]> = None;
    // the static size seen so far in each dimension
    let mut sizes: Vec<i64> = Vec::new();
    for shape in types.filter_map(|t| ctx.shape(t)) {
        match first {
            None => {
                first = Some(shape);
                sizes = shape.to_vec();
            }
            Some(f) if f.len() != shape.len() => return false,
            Some(_) => {
                for (seen, &d) in sizes.iter_mut().zip(shape) {
                    if d == crate::ir::types::DYNAMIC {
                        continue;
                    }
                    if *seen == crate::ir::types::DYNAMIC {
                        *seen = d;
                    } else if *seen != d {
                        return false;
                    }
                }
            }
        }
    }
    true
}

fn operand_types(ctx: &Context, op: Op) -> Vec<Type> {
    operand_type_iter(ctx, op).collect()
}

fn result_types(ctx: &Context, op: Op) -> Vec<Type> {
    result_type_iter(ctx, op).collect()
}

/// The operand types of `op`, without allocating (the trait checks run on every op).
fn operand_type_iter(ctx: &Context, op: Op) -> impl Iterator<Item = Type> + Clone + '_ {
    ctx.ir.operands(op).map(|v| ctx.ir.value_type(v))
}

/// The result types of `op`, without allocating.
fn result_type_iter(ctx: &Context, op: Op) -> impl Iterator<Item = Type> + Clone + '_ {
    ctx.ir.results(op).map(|v| ctx.ir.value_type(v))
}

fn at_least_one(ctx: &Context, op: Op, operands: bool, results: bool) -> Result<(), Diagnostic> {
    if operands {
        check_counts(
            ctx,
            op,
            Count::Any,
            Count::Any,
            Count::Any,
            Count::AtLeast(1),
        )?;
    }
    if results {
        check_counts(
            ctx,
            op,
            Count::Any,
            Count::AtLeast(1),
            Count::Any,
            Count::Any,
        )?;
    }
    Ok(())
}

fn encoding(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// `SameOperandsAndResultType`: `requires the same type for all operands and results`
/// (element types equal, shapes compatible), `requires the same encoding for all operands
/// and results`.
pub fn check_same_operands_and_result_type(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    at_least_one(ctx, op, true, true)?;
    let mut results = result_type_iter(ctx, op);
    let Some(ty) = results.next() else {
        return Ok(());
    };
    // the common case: every type is the first result's
    if results
        .clone()
        .chain(operand_type_iter(ctx, op))
        .all(|t| t == ty)
    {
        return Ok(());
    }
    let elem = element_type_or_self(ctx, ty);
    let enc = encoding(ctx, ty);
    for t in results.chain(operand_type_iter(ctx, op)) {
        if element_type_or_self(ctx, t) != elem || !compatible_shapes(ctx, t, ty) {
            return err(
                ctx,
                op,
                "requires the same type for all operands and results",
            );
        }
        if enc.is_some() && encoding(ctx, t) != enc {
            return err(
                ctx,
                op,
                "requires the same encoding for all operands and results",
            );
        }
    }
    Ok(())
}

/// The check of the `InferTypeOpInterface` that ODS adds to an op with
/// `SameOperandsAndResultType`: every result has exactly the type of operand `anchor` (the
/// trait itself lets compatible shapes and an encoding on the operands only through). On a
/// mismatch, two errors as mlir-opt reports them: `'name' op inferred type(s) 'a' are
/// incompatible with return type(s) of operation 'b'`, then `failed to infer returned types`.
pub fn check_inferred_same_type(ctx: &Context, op: Op, anchor: usize) -> Result<(), Diagnostic> {
    let Some(v) = ctx.ir.operands(op).nth(anchor) else {
        return Ok(());
    };
    let ty = ctx.ir.value_type(v);
    if result_type_iter(ctx, op).all(|r| r == ty) {
        return Ok(());
    }
    let inferred = vec![quoted_type(ctx, ty); ctx.ir.num_results(op)].join(", ");
    let actual = result_type_iter(ctx, op)
        .map(|t| quoted_type(ctx, t))
        .collect::<Vec<_>>()
        .join(", ");
    let first = op_error(
        ctx,
        op,
        &format!(
            "inferred type(s) {inferred} are incompatible with return type(s) of operation {actual}"
        ),
    );
    Err(crate::analysis::verifier::preceded_by(
        op_error(ctx, op, "failed to infer returned types"),
        first,
    ))
}

/// `SameTypeOperands`: `requires all operands to have the same type`.
pub fn check_same_type_operands(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let mut ts = operand_type_iter(ctx, op);
    let first = ts.next();
    if ts.all(|t| Some(t) == first) {
        Ok(())
    } else {
        err(ctx, op, "requires all operands to have the same type")
    }
}

/// `SameOperandsElementType` (`requires the same element type for all operands`) and
/// `SameOperandsAndResultElementType` (`... for all operands and results`).
pub fn check_same_element_type(
    ctx: &Context,
    op: Op,
    with_results: bool,
) -> Result<(), Diagnostic> {
    at_least_one(ctx, op, true, with_results)?;
    let ops = operand_types(ctx, op);
    let (all, msg): (Vec<Type>, &str) = if with_results {
        let mut v = result_types(ctx, op);
        v.extend(ops);
        (
            v,
            "requires the same element type for all operands and results",
        )
    } else {
        (ops, "requires the same element type for all operands")
    };
    let Some(&first) = all.first() else {
        return Ok(());
    };
    let e = element_type_or_self(ctx, first);
    if all.iter().all(|&t| element_type_or_self(ctx, t) == e) {
        Ok(())
    } else {
        err(ctx, op, msg)
    }
}

/// `SameOperandsShape` (`requires the same shape for all operands`) and
/// `SameOperandsAndResultShape` (`... for all operands and results`): the shapes compatible
/// as a whole ([`compatible_shapes_all`]).
pub fn check_same_shape(ctx: &Context, op: Op, with_results: bool) -> Result<(), Diagnostic> {
    at_least_one(ctx, op, true, with_results)?;
    let ops = operand_type_iter(ctx, op);
    let results = result_type_iter(ctx, op).take(if with_results { usize::MAX } else { 0 });
    let msg = if with_results {
        "requires the same shape for all operands and results"
    } else {
        "requires the same shape for all operands"
    };
    if compatible_shapes_all(ctx, ops.chain(results)) {
        Ok(())
    } else {
        err(ctx, op, msg)
    }
}

/// `SameOperandsAndResultRank`: ranked operands and results have one rank (`operands don't
/// have matching ranks`, `result type has different rank than operands`).
pub fn check_same_rank(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    at_least_one(ctx, op, true, true)?;
    let ops: Vec<usize> = operand_types(ctx, op)
        .into_iter()
        .filter_map(|t| rank(ctx, t))
        .collect();
    let res: Vec<usize> = result_types(ctx, op)
        .into_iter()
        .filter_map(|t| rank(ctx, t))
        .collect();
    let Some(&r) = ops.first().or(res.first()) else {
        return Ok(());
    };
    if ops.iter().any(|&x| x != r) {
        return err(ctx, op, "operands don't have matching ranks");
    }
    if res.iter().any(|&x| x != r) {
        return err(ctx, op, "result type has different rank than operands");
    }
    Ok(())
}

fn tensor_or_vector_elem(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => *elem,
        _ => t,
    }
}

fn signless_int_or_index(ctx: &Context, t: Type) -> bool {
    ctx.is_index(t)
        || matches!(
            ctx.type_kind(t),
            TypeKind::Integer {
                signedness: crate::ir::types::Signedness::Signless,
                ..
            }
        )
}

/// A type predicate.
type TypePred = fn(&Context, Type) -> bool;

/// `ResultsAreBoolLike` (`requires a bool result type`), `ResultsAreFloatLike` (`requires a
/// floating point type`), `ResultsAreSignlessIntegerLike` (`requires an integer or index
/// type`), `OperandsAreFloatLike` (`requires float types`), `OperandsAreSignlessIntegerLike`
/// (`requires an integer or index type`). `which` is the trait name.
pub fn check_values_like(ctx: &Context, op: Op, which: &str) -> Result<(), Diagnostic> {
    let (results, ok, msg): (bool, TypePred, &str) = match which {
        "ResultsAreBoolLike" => (
            true,
            |c, t| matches!(c.type_kind(t), TypeKind::Integer { width: 1, .. }),
            "requires a bool result type",
        ),
        "ResultsAreFloatLike" => (true, |c, t| c.is_float(t), "requires a floating point type"),
        "ResultsAreSignlessIntegerLike" => (
            true,
            signless_int_or_index,
            "requires an integer or index type",
        ),
        "OperandsAreFloatLike" => (false, |c, t| c.is_float(t), "requires float types"),
        _ => (
            false,
            signless_int_or_index,
            "requires an integer or index type",
        ),
    };
    let good = |t: Type| ok(ctx, tensor_or_vector_elem(ctx, t));
    let all_good = if results {
        result_type_iter(ctx, op).all(good)
    } else {
        operand_type_iter(ctx, op).all(good)
    };
    if all_good {
        Ok(())
    } else {
        err(ctx, op, msg)
    }
}

fn is_mappable(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// `Elementwise`: non-scalar operands and results agree (`if a result is non-scalar, then at
/// least one operand must be non-scalar`, `if an operand is non-scalar, then there must be at
/// least one non-scalar result`, `if an operand is non-scalar, then all results must be
/// non-scalar`, `all non-scalar operands/results must have the same shape and base type`).
pub fn check_elementwise(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    // all scalar (the common case): nothing to compare
    if !result_type_iter(ctx, op)
        .chain(operand_type_iter(ctx, op))
        .any(|t| is_mappable(ctx, t))
    {
        return Ok(());
    }
    let res = result_types(ctx, op);
    let res_m: Vec<Type> = res
        .iter()
        .copied()
        .filter(|&t| is_mappable(ctx, t))
        .collect();
    let ops_m: Vec<Type> = operand_types(ctx, op)
        .into_iter()
        .filter(|&t| is_mappable(ctx, t))
        .collect();
    if res_m.is_empty() && ops_m.is_empty() {
        return Ok(());
    }
    if ops_m.is_empty() {
        return err(
            ctx,
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        );
    }
    if res_m.is_empty() {
        return err(
            ctx,
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        );
    }
    if res_m.len() != res.len() {
        return err(
            ctx,
            op,
            "if an operand is non-scalar, then all results must be non-scalar",
        );
    }
    let all: Vec<Type> = ops_m.into_iter().chain(res_m).collect();
    let base = |t: Type| std::mem::discriminant(ctx.type_kind(t));
    let b0 = base(all[0]);
    let shapes_ok = compatible_shapes_all(ctx, all.iter().copied());
    if !all.iter().all(|&t| base(t) == b0) || !shapes_ok {
        return err(
            ctx,
            op,
            "all non-scalar operands/results must have the same shape and base type",
        );
    }
    Ok(())
}

/// `Symbol`: a string `sym_name` (`requires string attribute 'sym_name'`) and a valid
/// `sym_visibility` (`requires visibility attribute 'sym_visibility' to be a string
/// attribute, but got 1 : i32`, `visibility expected to be one of ["public", "private",
/// "nested"], but got "foo"`). `sym_name` and `sym_visibility` are where the op stores them
/// (the discardable dictionary, [`AttrRef::dict`], when it does not declare them).
pub fn check_symbol(
    ctx: &Context,
    op: Op,
    sym_name: &AttrRef,
    sym_visibility: &AttrRef,
) -> Result<(), Diagnostic> {
    let is_str = |a: Attribute| matches!(ctx.attr_kind(a), AttrKind::String { .. });
    if !sym_name.get(ctx, op).is_some_and(is_str) {
        return err(ctx, op, "requires string attribute 'sym_name'");
    }
    if let Some(vis) = sym_visibility.get(ctx, op) {
        let text = attr_text(ctx, vis);
        match ctx.attr_kind(vis) {
            AttrKind::String { value, .. } => {
                if !matches!(&value[..], b"public" | b"private" | b"nested") {
                    return err(
                        ctx,
                        op,
                        &format!(
                            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {text}"
                        ),
                    );
                }
            }
            _ => {
                return err(
                    ctx,
                    op,
                    &format!(
                        "requires visibility attribute 'sym_visibility' to be a string attribute, but got {text}"
                    ),
                )
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    //! Hand-written op definitions whose `verify` functions call the helpers as generated code
    //! does; the messages are mlir-opt 22's (see the upstream op named in each comment).
    use super::*;
    use crate::ir::registry::{OpDefinition, OpTraits, VerifyFn};
    use crate::tool::driver::{run, Options};

    fn def(name: &'static str, verify: VerifyFn) -> OpDefinition {
        // `t.c*` carry successors: the parser only accepts them on terminators.
        let traits = if name.starts_with("t.c") {
            OpTraits::TERMINATOR
        } else {
            OpTraits::NONE
        };
        OpDefinition {
            traits,
            verify: Some(verify),
            ..OpDefinition::new(name)
        }
    }

    fn any(_: &Context, _: Type) -> bool {
        true
    }
    fn is_int(ctx: &Context, t: Type) -> bool {
        ctx.is_integer(t)
    }
    fn is_index(ctx: &Context, t: Type) -> bool {
        ctx.is_index(t)
    }
    fn is_str(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::String { .. })
    }

    const SEG_GROUPS: &[Group] = &[
        Group {
            name: "a",
            arity: Arity::Single,
            pred: is_int,
            summary: "integer",
        },
        Group {
            name: "b",
            arity: Arity::Optional,
            pred: is_index,
            summary: "index",
        },
        Group {
            name: "c",
            arity: Arity::Variadic,
            pred: any,
            summary: "any type",
        },
    ];
    const SAME_GROUPS: &[Group] = &[
        Group {
            name: "a",
            arity: Arity::Variadic,
            pred: is_int,
            summary: "integer",
        },
        Group {
            name: "b",
            arity: Arity::Variadic,
            pred: is_index,
            summary: "index",
        },
    ];
    const VOV_GROUPS: &[Group] = &[Group {
        name: "caseOperands",
        arity: Arity::VariadicOfVariadic(AttrRef::slot(0, "case_operand_segments")),
        pred: any,
        summary: "any type",
    }];

    // the ops' attribute tables (generated ops have one, `__ODS_ATTRS`)
    const SEG_SIZES: AttrRef = AttrRef::slot(0, "operandSegmentSizes");
    const SYM_ATTRS: &[AttrRef] = &[
        AttrRef::slot(0, "sym_name"),
        AttrRef::slot(1, "sym_visibility"),
        AttrRef::slot(2, "value"),
    ];

    fn setup(ctx: &mut Context) {
        use Count::*;
        let ops: Vec<OpDefinition> = vec![
            def("t.c0", |c, o| {
                check_counts(c, o, Exact(0), Exact(0), Exact(0), Exact(0))
            }),
            def("t.c1", |c, o| {
                check_counts(c, o, Exact(1), Exact(1), Exact(1), Exact(1))
            }),
            def("t.c2", |c, o| {
                check_counts(c, o, Exact(2), Exact(2), Exact(2), Exact(2))
            }),
            def("t.cmin", |c, o| {
                check_counts(c, o, AtLeast(1), AtLeast(1), AtLeast(1), AtLeast(3))
            }),
            OpDefinition {
                property_names: &["operandSegmentSizes"],
                ..def("t.seg", |c, o| {
                    check_segment_sizes(
                        c,
                        o,
                        &SEG_SIZES,
                        "operand",
                        Some(3),
                        c.ir.num_operands(o),
                    )?;
                    check_value_groups(c, o, false, SEG_GROUPS, Segments::Attr(SEG_SIZES))
                })
            },
            def("t.same", |c, o| {
                check_value_groups(c, o, true, SAME_GROUPS, Segments::SameSize)
            }),
            OpDefinition {
                property_names: &["case_operand_segments"],
                ..def("t.vov", |c, o| {
                    check_value_groups(c, o, false, VOV_GROUPS, Segments::None)
                })
            },
            OpDefinition {
                property_names: &["sym_name", "sym_visibility", "value"],
                ..def("t.sym", |c, o| {
                    check_required_attrs(c, o, &[SYM_ATTRS[0], SYM_ATTRS[2]])?;
                    check_attr(c, o, &SYM_ATTRS[2], is_str, "string attribute")?;
                    check_symbol(c, o, &SYM_ATTRS[0], &SYM_ATTRS[1])
                })
            },
            def("t.regions", |c, o| {
                let checks = [
                    RegionCheck {
                        name: "body",
                        size: RegionSize::Sized(1),
                        variadic: false,
                    },
                    RegionCheck {
                        name: "",
                        size: RegionSize::MaxSized(1),
                        variadic: true,
                    },
                ];
                check_regions(c, o, &checks)
            }),
            def("t.single", |c, o| check_single_block(c, o, false)),
            OpDefinition {
                property_names: &["count"],
                ..def("t.prop", |c, o| {
                    check_prop(
                        c,
                        o,
                        &AttrRef::slot(0, "count"),
                        true,
                        is_str,
                        "string property",
                    )
                })
            },
            OpDefinition {
                verify_regions: Some(|c, o| check_implicit_terminator(c, o, "t.yield")),
                ..def("t.loop", |c, o| check_single_block(c, o, false))
            },
            OpDefinition {
                traits: OpTraits::TERMINATOR,
                ..def("t.yield", |c, o| check_parent(c, o, &["t.loop"]))
            },
            def("t.yield2", |c, o| {
                check_parent(c, o, &["t.loop", "t.other"])
            }),
            def("t.nra", check_no_region_arguments),
            OpDefinition {
                traits: OpTraits::NO_TERMINATOR,
                verify_regions: Some(check_symbol_table),
                ..OpDefinition::new("t.table")
            },
            def("t.sameres", check_same_operands_and_result_type),
            def("t.sameops", check_same_type_operands),
            def("t.elemall", |c, o| check_same_element_type(c, o, true)),
            def("t.elemops", |c, o| check_same_element_type(c, o, false)),
            def("t.shapeall", |c, o| check_same_shape(c, o, true)),
            def("t.shapeops", |c, o| check_same_shape(c, o, false)),
            def("t.rank", check_same_rank),
            def("t.boolres", |c, o| {
                check_values_like(c, o, "ResultsAreBoolLike")
            }),
            def("t.ew", check_elementwise),
            def("t.match", |c, o| {
                let t = |i| Some(c.ir.value_type(c.ir.operand(o, i)));
                check_all_match(
                    c,
                    o,
                    &[t(0), t(1)],
                    MatchKind::ElementType,
                    "all of {a, b} have same element type",
                )
            }),
        ];
        for d in ops {
            ctx.register_op(d);
        }
    }

    /// The first line of stderr for `body` placed in a block with arguments `%a: i32, %b:
    /// f32, %c: i1, %i: index, %x: i64, %t: tensor<4xf32>, %v: vector<4xf32>, %u: tensor<?xf32>`.
    fn first_error(body: &str) -> String {
        let text = format!(
            "\"u.f\"() ({{\n^bb0(%a: i32, %b: f32, %c: i1, %i: index, %x: i64, %t: tensor<4xf32>, %v: vector<4xf32>, %u: tensor<?xf32>):\n{body}\n}}) : () -> ()"
        );
        let args = ["--allow-unregistered-dialect", "t.mlir"].map(String::from);
        let opts = Options::parse(args.to_vec()).expect("valid options");
        let out = run(&opts, text.as_bytes(), setup);
        let e = String::from_utf8_lossy(&out.stderr).into_owned();
        let line = e.lines().next().unwrap_or("").to_string();
        match line.find("error: ") {
            Some(p) => line[p + 7..].to_string(),
            None => line,
        }
    }

    fn check(cases: &[(&str, &str)]) {
        let mut bad = Vec::new();
        for (body, want) in cases {
            let got = first_error(body);
            if got != *want {
                bad.push(format!("{body}\n  want: {want}\n  got:  {got}"));
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn count_messages() {
        check(&[
            // arith.addi ({}) : requires zero regions
            (
                "\"t.c0\"() ({}) : () -> ()",
                "'t.c0' op requires zero regions",
            ),
            (
                "%0 = \"t.c0\"() : () -> i32",
                "'t.c0' op requires zero results",
            ),
            // func.return with a successor
            (
                "\"t.c0\"()[^bb1] : () -> ()\n^bb1:",
                "'t.c0' op requires 0 successors but found 1",
            ),
            // arith.constant(%a)
            (
                "\"t.c0\"(%a) : (i32) -> ()",
                "'t.c0' op requires zero operands",
            ),
            // scf.execute_region without region
            ("\"t.c1\"() : () -> ()", "'t.c1' op requires one region"),
            // arith.addi with no result
            (
                "\"t.c1\"() ({}) : () -> ()",
                "'t.c1' op requires one result",
            ),
            // cf.br with no successor / two successors
            (
                "%0 = \"t.c1\"() ({}) : () -> i32",
                "'t.c1' op requires 1 successor but found 0",
            ),
            (
                "%0 = \"t.c1\"() [^bb1, ^bb1] ({}) : () -> i32\n^bb1:",
                "'t.c1' op requires 1 successor but found 2",
            ),
            (
                "%0 = \"t.c1\"() [^bb1] ({}) : () -> i32\n^bb1:",
                "'t.c1' op requires a single operand",
            ),
            // scf.if with one region
            ("\"t.c2\"() ({}) : () -> ()", "'t.c2' op expected 2 regions"),
            // arith.addui_extended with one result
            (
                "%0 = \"t.c2\"() ({}, {}) : () -> i32",
                "'t.c2' op expected 2 results",
            ),
            // cf.cond_br with one successor
            (
                "%0:2 = \"t.c2\"() [^bb1] ({}, {}) : () -> (i32, i32)\n^bb1:",
                "'t.c2' op requires 2 successors but found 1",
            ),
            // arith.addi(%a)
            (
                "%0:2 = \"t.c2\"(%a) [^bb1, ^bb1] ({}, {}) : (i32) -> (i32, i32)\n^bb1:",
                "'t.c2' op expected 2 operands, but found 1",
            ),
            // scf.index_switch without regions
            (
                "\"t.cmin\"() : () -> ()",
                "'t.cmin' op expected 1 or more regions",
            ),
            // async.execute without results
            (
                "\"t.cmin\"() ({}) : () -> ()",
                "'t.cmin' op expected 1 or more results",
            ),
            // cf.switch without successors
            (
                "%0 = \"t.cmin\"() ({}) : () -> i32",
                "'t.cmin' op requires at least 1 successors but found 0",
            ),
            // scf.for with 2 operands
            (
                "%0 = \"t.cmin\"(%a, %a) [^bb1] ({}) : (i32, i32) -> i32\n^bb1:",
                "'t.cmin' op expected 3 or more operands, but found 2",
            ),
        ]);
    }

    #[test]
    fn segment_and_group_messages() {
        check(&[
            // cf.cond_br with operandSegmentSizes = array<i32: 1, 0, 0> and 2 operands
            ("\"t.seg\"(%a, %a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32, i32) -> ()", "'t.seg' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'"),
            ("\"t.seg\"(%a) <{operandSegmentSizes = array<i32: 1, -1, 1>}> : (i32) -> ()", "'t.seg' op 'operandSegmentSizes' attribute cannot have negative elements"),
            ("\"t.seg\"(%a) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()", "'t.seg' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2"),
            ("\"t.seg\"(%a) : (i32) -> ()", "'t.seg' op requires dense i32 array attribute 'operandSegmentSizes'"),
            // memref.alloc-like optional group with two values
            ("\"t.seg\"(%a, %i, %i) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i32, index, index) -> ()", "'t.seg' op operand group starting at #1 requires 0 or 1 element, but found 2"),
            // arith.addi(%b, %b) : operand #0 must be ..., but got 'f32'
            ("\"t.seg\"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()", "'t.seg' op operand #0 must be integer, but got 'f32'"),
            ("\"t.seg\"(%a, %a, %t) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, tensor<4xf32>) -> ()", "'t.seg' op operand #1 must be index, but got 'i32'"),
            ("\"t.seg\"(%a, %i, %t, %b) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, index, tensor<4xf32>, f32) -> ()", ""),
            // results split evenly between two variadic groups
            ("%0:4 = \"t.same\"() : () -> (i32, i32, index, i32)", "'t.same' op result #3 must be index, but got 'i32'"),
            ("%0:4 = \"t.same\"() : () -> (i32, i32, index, index)", ""),
            // cf.switch's case_operand_segments
            ("\"t.vov\"(%a, %a) <{case_operand_segments = array<i32: 1>}> : (i32, i32) -> ()", "'t.vov' op caseOperands count (2) does not match with the total size (1) specified in attribute 'case_operand_segments'"),
            ("\"t.vov\"(%a, %a) : (i32, i32) -> ()", "'t.vov' op requires dense i32 array attribute 'case_operand_segments'"),
        ]);
    }

    #[test]
    fn attribute_and_symbol_messages() {
        check(&[
            // func.func without sym_name
            ("\"t.sym\"() <{value = \"v\"}> : () -> ()", "'t.sym' op requires attribute 'sym_name'"),
            ("\"t.sym\"() <{sym_name = \"s\"}> : () -> ()", "'t.sym' op requires attribute 'value'"),
            // func.func with function_type = i32
            ("\"t.sym\"() <{sym_name = \"s\", value = 1 : i32}> : () -> ()", "'t.sym' op attribute 'value' failed to satisfy constraint: string attribute"),
            ("\"t.sym\"() <{sym_name = 1 : i32, value = \"v\"}> : () -> ()", "'t.sym' op requires string attribute 'sym_name'"),
            // func.func with sym_visibility = "foo"
            ("\"t.sym\"() <{sym_name = \"s\", value = \"v\", sym_visibility = \"foo\"}> : () -> ()", "'t.sym' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"foo\""),
            ("\"t.sym\"() <{sym_name = \"s\", value = \"v\", sym_visibility = 1 : i32}> : () -> ()", "'t.sym' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 1 : i32"),
            ("\"t.sym\"() <{sym_name = \"s\", value = \"v\", sym_visibility = \"nested\"}> : () -> ()", ""),
            // ptr.load with a bad `ordering` property
            ("\"t.prop\"() <{count = 1 : i32}> : () -> ()", "'t.prop' op property 'count' failed to satisfy constraint: string property"),
            ("\"t.prop\"() : () -> ()", "'t.prop' op requires property 'count'"),
        ]);
    }

    #[test]
    fn region_and_structure_messages() {
        check(&[
            // scf.for with an empty region
            ("\"t.regions\"() ({}) : () -> ()", "'t.regions' op region #0 ('body') failed to verify constraint: region with 1 blocks"),
            ("\"t.regions\"() ({\n^bb0:\n  \"u.x\"() : () -> ()\n}, {\n^bb1:\n  \"u.x\"() : () -> ()\n^bb2:\n  \"u.x\"() : () -> ()\n}) : () -> ()", "'t.regions' op region #1 failed to verify constraint: region with at most 1 blocks"),
            // scf.for with an empty block
            ("\"t.single\"() ({\n^bb0:\n}) : () -> ()", "'t.single' op expects a non-empty block"),
            ("\"t.single\"() ({\n^bb0:\n  \"u.br\"()[^bb1] : () -> ()\n^bb1:\n  \"u.x\"() : () -> ()\n}) : () -> ()", "'t.single' op expects region #0 to have 0 or 1 blocks"),
            // scf.for whose body ends with test.foo
            ("\"t.loop\"() ({\n^bb0:\n  \"u.x\"() : () -> ()\n}) : () -> ()", "'t.loop' op expects regions to end with 't.yield', found 'u.x'"),
            ("\"t.loop\"() ({\n^bb0:\n  \"t.yield\"() : () -> ()\n}) : () -> ()", ""),
            // func.return / scf.yield at top level
            ("\"t.yield\"() : () -> ()", "'t.yield' op expects parent op 't.loop'"),
            ("\"t.yield2\"() : () -> ()", "'t.yield2' op expects parent op to be one of 't.loop, t.other'"),
            // scf.if with a region argument / builtin.module
            ("\"t.nra\"() ({\n^bb0(%z: i32):\n  \"u.x\"() : () -> ()\n}) : () -> ()", "'t.nra' op region should have no arguments"),
            ("\"t.nra\"() ({\n^bb0:\n  \"u.x\"() : () -> ()\n}, {\n^bb0(%z: i32):\n  \"u.x\"() : () -> ()\n}) : () -> ()", "'t.nra' op region #1 should have no arguments"),
        ]);
    }

    /// A registered op's checks read its property slots, as its getters do; a discardable
    /// attribute of the same name (which the parser and `set_attr` never leave beside a slot,
    /// as MLIR's `setAttrs` moves it into the properties) is not the inherent attribute.
    #[test]
    fn checks_read_the_slots_not_the_discardable_dictionary() {
        let mut ctx = Context::new();
        setup(&mut ctx);
        let loc = ctx.common.unknown_loc;
        let mut st = crate::ods::access::new_state(&mut ctx, "t.sym", loc, 3);
        let (s, v) = (ctx.string_attr("s"), ctx.string_attr("v"));
        crate::ods::access::set_state_attr(&mut ctx, &mut st, &SYM_ATTRS[0], Some(s));
        let value = ctx.symbol("value");
        st.attrs = ctx.dictionary_attr(vec![(value, v)]);
        let op = ctx.create_op(st);
        let verify = ctx
            .op_info(op)
            .and_then(|i| i.verify)
            .expect("t.sym verifies");
        let e = verify(&ctx, op).expect_err("the `value` slot is empty");
        assert_eq!(e.message, "'t.sym' op requires attribute 'value'");
        // the name-based lookup for code that does not know the op's type still finds it
        assert_eq!(op_attr(&ctx, op, "value"), Some(v));
        assert_eq!(op_attr(&ctx, op, "sym_name"), Some(s));
        assert_eq!(op_attr(&ctx, op, "never_interned_name"), None);
    }

    #[test]
    fn symbol_table_messages() {
        // builtin.module with two `func.func @g`
        check(&[
            ("\"t.table\"() ({\n^bb0:\n  \"u.s\"() {sym_name = \"g\"} : () -> ()\n  \"u.s\"() {sym_name = \"g\"} : () -> ()\n}) : () -> ()", "redefinition of symbol named 'g'"),
            ("\"t.table\"() ({\n^bb0:\n  \"u.s\"() {sym_name = \"g\"} : () -> ()\n  \"u.s\"() {sym_name = \"h\"} : () -> ()\n}) : () -> ()", ""),
            ("\"t.table\"() : () -> ()", "'t.table' op Operations with a 'SymbolTable' must have exactly one region"),
            ("\"t.table\"() ({}) : () -> ()", "'t.table' op Operations with a 'SymbolTable' must have exactly one block"),
        ]);
    }

    #[test]
    fn trait_messages() {
        check(&[
            // arith.addi (i32, i32) -> i64
            ("%0 = \"t.sameres\"(%a, %a) : (i32, i32) -> i64", "'t.sameres' op requires the same type for all operands and results"),
            ("%0 = \"t.sameres\"(%t, %u) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>", ""),
            ("%0 = \"t.sameres\"() : () -> i32", "'t.sameres' op expected 1 or more operands, but found 0"),
            // arith.cmpi (i32, i64)
            ("\"t.sameops\"(%a, %x) : (i32, i64) -> ()", "'t.sameops' op requires all operands to have the same type"),
            // memref.copy with f32 / i32 element types
            ("\"t.elemops\"(%t, %a) : (tensor<4xf32>, i32) -> ()", "'t.elemops' op requires the same element type for all operands"),
            ("%0 = \"t.elemall\"(%t, %b) : (tensor<4xf32>, f32) -> i32", "'t.elemall' op requires the same element type for all operands and results"),
            // memref.copy with 4 and 5 elements
            ("\"t.shapeops\"(%t, %v) : (tensor<4xf32>, vector<4xf32>) -> ()", ""),
            ("\"t.shapeops\"(%t, %a) : (tensor<4xf32>, i32) -> ()", "'t.shapeops' op requires the same shape for all operands"),
            // arith.bitcast i32 -> vector<2xi32>
            ("%0 = \"t.shapeall\"(%a) : (i32) -> vector<2xi32>", "'t.shapeall' op requires the same shape for all operands and results"),
            ("%0 = \"t.rank\"(%t, %a) : (tensor<4xf32>, i32) -> tensor<4x4xf32>", "'t.rank' op result type has different rank than operands"),
            ("%0 = \"t.boolres\"() : () -> vector<4xi32>", "'t.boolres' op requires a bool result type"),
            // math.atan2 (tensor, vector)
            ("%0 = \"t.ew\"(%t, %v) : (tensor<4xf32>, vector<4xf32>) -> tensor<4xf32>", "'t.ew' op all non-scalar operands/results must have the same shape and base type"),
            ("%0 = \"t.ew\"(%b) : (f32) -> tensor<4xf32>", "'t.ew' op if a result is non-scalar, then at least one operand must be non-scalar"),
            ("%0 = \"t.ew\"(%t) : (tensor<4xf32>) -> f32", "'t.ew' op if an operand is non-scalar, then there must be at least one non-scalar result"),
            ("%0:2 = \"t.ew\"(%t) : (tensor<4xf32>) -> (f32, tensor<4xf32>)", "'t.ew' op if an operand is non-scalar, then all results must be non-scalar"),
            ("\"t.match\"(%t, %a) : (tensor<4xf32>, i32) -> ()", "'t.match' op failed to verify that all of {a, b} have same element type"),
            ("\"t.match\"(%t, %b) : (tensor<4xf32>, f32) -> ()", ""),
        ]);
    }
}
