//! MLIR's mixed static/dynamic index lists (`parseDynamicIndexList` /
//! `printDynamicIndexList`), shared by `scf.forall`-style bounds (in parentheses) and the
//! memref view ops' `custom<DynamicIndexList>` (in square brackets): `[4, %n, 8]`, integers in
//! a static list and SSA values in the dynamic slots (whose static entry is [`DYNAMIC`]). The
//! `custom<DynamicIndexList>` and `custom<ParenIndexList>` directives of the memref, tensor and
//! affine dialects are defined here and re-exported by each dialect module.

use ods_runtime::analysis::verifier::op_loc;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::types::DYNAMIC;
use ods_runtime::ods::preds::{dense_int_array, dense_int_values};
use ods_runtime::ods::verify::op_attr;
use ods_runtime::text::parser::ops::{Delimiter, UnresolvedOperand};
use ods_runtime::text::parser::{OpAsmParser, PResult};
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::{Attribute, Context, Op, Value};

/// Parses a list in `delim`: integers go to `integers` and SSA values to `values` (their slot
/// holding [`DYNAMIC`]); the brackets of MLIR's scalable entries (`[4]`) are accepted and
/// dropped. On failure MLIR reports the list's own error (if any), then `expected SSA value or
/// integer` at the op name.
pub(crate) fn parse(
    p: &mut OpAsmParser<'_, '_>,
    delim: Delimiter,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Vec<i64>,
) -> PResult<()> {
    // set when an entry fails without a message of its own (a missing `]`)
    let mut silent = false;
    let res = p.parse_comma_separated_list(delim, " in dynamic index list", |ap| {
        let operand = ap.parse_optional_operand(true)?;
        let scalable = ap.parse_optional_lsquare();
        match operand {
            Some(u) => {
                values.push(u);
                integers.push(DYNAMIC);
            }
            None => integers.push(ap.parse_integer::<i64>()?),
        }
        if scalable && !ap.parse_optional_rsquare() {
            silent = true;
            return Err(ap.emit_error_here(""));
        }
        Ok(())
    });
    let Err(inner) = res else {
        return Ok(());
    };
    let at = p.name_loc();
    let outer = p.emit_error(at, "expected SSA value or integer");
    if silent {
        return Err(outer);
    }
    // the second error prints after the first, as mlir-opt reports both
    let mut d = inner;
    d.notes.push(outer);
    Err(d)
}

/// Prints `integers` between `open` and `close`, with the SSA `values` in the dynamic slots
/// (`<<NULL VALUE>>` when there are fewer values than slots).
pub(crate) fn print(
    p: &mut OpAsmPrinter<'_, '_>,
    (open, close): (&str, &str),
    values: &[Value],
    integers: &[i64],
) {
    p.write(open);
    let mut dynamic = values.iter();
    for (i, &v) in integers.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if v == DYNAMIC {
            match dynamic.next() {
                Some(&d) => p.print_operand(d),
                None => p.write("<<NULL VALUE>>"),
            }
        } else {
            p.print_integer(v);
        }
    }
    p.write(close);
}

/// `custom<DynamicIndexList>($values, $static_values)`: `[4, %n, 8]`, integers going to the
/// static array and SSA values to `values` (their static slot holding [`DYNAMIC`]); the
/// brackets of scalable entries are accepted and dropped, as MLIR's parser reads them.
pub fn parse_dynamic_index_list(
    p: &mut OpAsmParser<'_, '_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Option<Attribute>,
) -> PResult<()> {
    parse_into_attr(p, Delimiter::Square, values, integers)
}

/// Prints a static/dynamic index list in square brackets: the static entries, with the SSA
/// values in the dynamic slots.
pub fn print_dynamic_index_list(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: Op,
    values: &[Value],
    integers: Option<Attribute>,
) {
    print_from_attr(p, ("[", "]"), values, integers);
}

/// `custom<ParenIndexList>($values, $static_values)`: MLIR's `custom<DynamicIndexList>` in
/// parentheses, `(%n, 16)`.
pub fn parse_paren_index_list(
    p: &mut OpAsmParser<'_, '_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Option<Attribute>,
) -> PResult<()> {
    parse_into_attr(p, Delimiter::Paren, values, integers)
}

/// Prints a static/dynamic index list in parentheses.
pub fn print_paren_index_list(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: Op,
    values: &[Value],
    integers: Option<Attribute>,
) {
    print_from_attr(p, ("(", ")"), values, integers);
}

/// [`parse`], the integers stored as a 64-bit dense array attribute.
fn parse_into_attr(
    p: &mut OpAsmParser<'_, '_>,
    delim: Delimiter,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Option<Attribute>,
) -> PResult<()> {
    let mut ints = Vec::new();
    parse(p, delim, values, &mut ints)?;
    *integers = Some(dense_int_array(p.ctx(), 64, &ints));
    Ok(())
}

/// [`print`], the integers read from a dense array attribute.
fn print_from_attr(
    p: &mut OpAsmPrinter<'_, '_>,
    delims: (&str, &str),
    values: &[Value],
    integers: Option<Attribute>,
) {
    let ints = integers
        .map(|a| dense_int_values(p.ctx(), a))
        .unwrap_or_default();
    print(p, delims, values, &ints);
}

/// `OffsetSizeAndStrideOpInterface`'s verifier (MLIR's `verifyOffsetSizeAndStrideOp`) for the
/// memref and tensor view ops: the numbers of offsets, sizes and strides agree (one offset
/// may stand for all when at most one is allowed), each static list has its maximum length
/// (`max`, MLIR's `getArrayAttrMaxRanks`) and one operand per dynamic entry (the offsets'
/// operand group is `first_group`, the sizes' and strides' the next ones), and static offsets
/// and sizes are not negative.
pub(crate) fn verify_offset_size_and_stride(
    ctx: &Context,
    op: Op,
    max: [usize; 3],
    first_group: usize,
) -> Result<(), Diagnostic> {
    let plain_error = |msg: String| Err(Diagnostic::error(op_loc(ctx, op), msg));
    let i64_array = |name: &str| {
        op_attr(ctx, op, name)
            .map(|a| dense_int_values(ctx, a))
            .unwrap_or_default()
    };
    let lists = [
        ("offset", i64_array("static_offsets")),
        ("size", i64_array("static_sizes")),
        ("stride", i64_array("static_strides")),
    ];
    let (offsets, sizes, strides) = (lists[0].1.len(), lists[1].1.len(), lists[2].1.len());
    if !(offsets == 1 && max[0] == 1) && offsets != sizes {
        return plain_error(format!(
            "expected mixed offsets rank to match mixed sizes rank ({offsets} vs {sizes}) so the rank of the result type is well-formed."
        ));
    }
    if sizes != strides {
        return plain_error(format!(
            "expected mixed sizes rank to match mixed strides rank ({sizes} vs {strides}) so the rank of the result type is well-formed."
        ));
    }
    let groups = i64_array("operandSegmentSizes");
    for (k, (name, list)) in lists.iter().enumerate() {
        if list.len() != max[k] {
            return plain_error(format!(
                "expected {} {name} values, got {}",
                max[k],
                list.len()
            ));
        }
        let dynamic = list.iter().filter(|&&v| v == DYNAMIC).count();
        let given = groups
            .get(k + first_group)
            .map_or(0, |&n| n.max(0) as usize);
        if given != dynamic {
            return plain_error(format!(
                "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({given} vs {dynamic})"
            ));
        }
    }
    for (name, list) in &lists[..2] {
        if let Some(v) = list.iter().find(|&&v| v < 0 && v != DYNAMIC) {
            return plain_error(format!("expected {name}s to be non-negative, but got {v}"));
        }
    }
    Ok(())
}

/// MLIR's `verifyInBoundsSlice`: each static offset lies inside its static dimension, and so
/// does the last element of each fully static slice (computed in wrapping 64-bit arithmetic,
/// as MLIR's `int64_t` does: a slice whose end overflows is not reported). Shared by
/// `memref.subview` and tensor's slice ops.
pub(crate) fn in_bounds_slice(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&o), Some(&size), Some(&stride)) = (offsets.get(i), sizes.get(i), strides.get(i))
        else {
            break;
        };
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim {
            return Some(format!("offset {i} is out-of-bounds: {o} >= {dim}"));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = o.wrapping_add(size.wrapping_sub(1).wrapping_mul(stride));
        if last >= dim {
            return Some(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    None
}

/// One entry of a mixed offset, size or stride list (MLIR's `OpFoldResult`): a static
/// integer, or an SSA value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mixed {
    /// A static entry.
    Static(i64),
    /// A dynamic entry.
    Dynamic(Value),
}

/// The mixed list of a static list and its dynamic values (MLIR's `getMixedValues`): each
/// [`DYNAMIC`] slot takes the next value.
pub(crate) fn mixed_list(statics: &[i64], values: impl IntoIterator<Item = Value>) -> Vec<Mixed> {
    let mut it = values.into_iter();
    statics
        .iter()
        .map(|&v| match v {
            DYNAMIC => it.next().map_or(Mixed::Static(DYNAMIC), Mixed::Dynamic),
            v => Mixed::Static(v),
        })
        .collect()
}

/// The static list and the dynamic values of a mixed list (MLIR's
/// `dispatchIndexOpFoldResults`).
pub(crate) fn split_mixed(list: &[Mixed]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for m in list {
        match *m {
            Mixed::Static(v) => statics.push(v),
            Mixed::Dynamic(v) => {
                statics.push(DYNAMIC);
                values.push(v);
            }
        }
    }
    (statics, values)
}

/// The integer value of an SSA value produced by a constant-like op (MLIR's
/// `getConstantIntValue` on a value).
pub(crate) fn constant_int_value(ctx: &mut Context, v: Value) -> Option<i64> {
    let c = ods_runtime::transforms::rewrite::constant_value(ctx, v);
    ods_runtime::transforms::fold::const_int(ctx, c).and_then(|a| a.to_i64())
}

/// MLIR's `getConstantIntValue` of a mixed entry: the static value, or the value of an
/// integer constant.
pub(crate) fn mixed_constant(ctx: &mut Context, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(v) => Some(v),
        Mixed::Dynamic(v) => constant_int_value(ctx, v),
    }
}

/// MLIR's `foldDynamicIndexList`: dynamic entries given by integer constants become static
/// (only non-negative ones when `only_non_negative`); `true` when one changed.
pub(crate) fn fold_dynamic_index_list(
    ctx: &mut Context,
    list: &mut [Mixed],
    only_non_negative: bool,
) -> bool {
    let mut changed = false;
    for m in list.iter_mut() {
        if let Mixed::Dynamic(v) = *m {
            match constant_int_value(ctx, v) {
                Some(c) if c != DYNAMIC && (!only_non_negative || c >= 0) => {
                    *m = Mixed::Static(c);
                    changed = true;
                }
                _ => {}
            }
        }
    }
    changed
}

/// The static values of a mixed list ([`DYNAMIC`] for SSA values).
pub(crate) fn static_values(list: &[Mixed]) -> Vec<i64> {
    split_mixed(list).0
}
