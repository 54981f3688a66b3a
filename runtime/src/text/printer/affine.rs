//! Printing affine maps, integer sets and strided layouts.

use super::Printer;
use crate::ir::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use crate::ir::types::DYNAMIC;

/// Writes `(d0, d1)[s0]`.
fn write_dims_and_symbols(out: &mut String, num_dims: u32, num_symbols: u32) {
    use std::fmt::Write;
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if num_symbols > 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

/// Names printed for dimensions and symbols instead of `dN` and `sN` (a symbol prints as
/// `symbol(name)`), as in the operand lists of affine ops.
type Names<'n> = Option<(&'n [String], &'n [String])>;

/// Writes an affine expression; `strong` when the enclosing operator binds tightly (the
/// expression is then parenthesized unless it is an atom).
fn write_expr(out: &mut String, expr: &AffineExpr, strong: bool, names: Names<'_>) {
    use std::fmt::Write;
    let (op, lhs, rhs) = match expr {
        AffineExpr::Dim(i) => {
            match names.and_then(|(d, _)| d.get(*i as usize)) {
                Some(n) => out.push_str(n),
                None => {
                    let _ = write!(out, "d{i}");
                }
            }
            return;
        }
        AffineExpr::Symbol(i) => {
            match names.and_then(|(_, s)| s.get(*i as usize)) {
                Some(n) => {
                    out.push_str("symbol(");
                    out.push_str(n);
                    out.push(')');
                }
                None => {
                    let _ = write!(out, "s{i}");
                }
            }
            return;
        }
        AffineExpr::Constant(c) => {
            let _ = write!(out, "{c}");
            return;
        }
        AffineExpr::Binary { op, lhs, rhs } => (*op, &**lhs, &**rhs),
    };
    crate::ir::stack::with_room(|| write_binary(out, op, lhs, rhs, strong, names));
}

/// Writes `lhs op rhs` (see [`write_expr`]).
fn write_binary(
    out: &mut String,
    op: AffineBinOp,
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    strong: bool,
    names: Names<'_>,
) {
    if strong {
        out.push('(');
    }
    if op != AffineBinOp::Add {
        if op == AffineBinOp::Mul && rhs.as_constant() == Some(-1) {
            out.push('-');
            write_expr(out, lhs, true, names);
        } else {
            write_expr(out, lhs, true, names);
            out.push_str(match op {
                AffineBinOp::Mul => " * ",
                AffineBinOp::FloorDiv => " floordiv ",
                AffineBinOp::CeilDiv => " ceildiv ",
                _ => " mod ",
            });
            write_expr(out, rhs, true, names);
        }
    } else {
        write_sum(out, lhs, rhs, names);
    }
    if strong {
        out.push(')');
    }
}

/// Writes `lhs + rhs`, using subtraction for negative products and constants.
fn write_sum(out: &mut String, lhs: &AffineExpr, rhs: &AffineExpr, names: Names<'_>) {
    use std::fmt::Write;
    if let AffineExpr::Binary {
        op: AffineBinOp::Mul,
        lhs: rl,
        rhs: rr,
    } = rhs
    {
        if let Some(c) = rr.as_constant() {
            if c == -1 {
                write_expr(out, lhs, false, names);
                out.push_str(" - ");
                let paren = matches!(
                    **rl,
                    AffineExpr::Binary {
                        op: AffineBinOp::Add,
                        ..
                    }
                );
                write_expr(out, rl, paren, names);
                return;
            }
            if c < -1 {
                write_expr(out, lhs, false, names);
                out.push_str(" - ");
                write_expr(out, rl, true, names);
                let _ = write!(out, " * {}", c.wrapping_neg());
                return;
            }
        }
    }
    if let Some(c) = rhs.as_constant() {
        if c < 0 {
            write_expr(out, lhs, false, names);
            let _ = write!(out, " - {}", c.wrapping_neg());
            return;
        }
    }
    write_expr(out, lhs, false, names);
    out.push_str(" + ");
    write_expr(out, rhs, false, names);
}

/// The text of an affine expression as MLIR prints it (`d0 * 2 + s0`).
pub fn affine_expr_to_string(expr: &AffineExpr) -> String {
    let mut s = String::new();
    write_expr(&mut s, expr, false, None);
    s
}

/// The results of `map` with its dimensions and symbols replaced by the names of their
/// operands (`%i + 1, symbol(%n)`), as MLIR prints an affine map of SSA ids. A position
/// without a name prints as `dN`/`sN`.
pub fn affine_results_with_names(map: &AffineMap, dims: &[String], symbols: &[String]) -> String {
    let mut s = String::new();
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        write_expr(&mut s, e, false, Some((dims, symbols)));
    }
    s
}

/// The body of an affine map as MLIR prints it: `(d0, d1)[s0] -> (d0 + s0, d1)`.
pub fn affine_map_to_string(map: &AffineMap) -> String {
    let mut s = String::new();
    write_dims_and_symbols(&mut s, map.num_dims, map.num_symbols);
    s.push_str(" -> (");
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        write_expr(&mut s, e, false, None);
    }
    s.push(')');
    s
}

/// The body of an integer set as MLIR prints it: `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
pub fn integer_set_to_string(set: &IntegerSet) -> String {
    let mut s = String::new();
    write_dims_and_symbols(&mut s, set.num_dims, set.num_symbols);
    s.push_str(" : (");
    for (i, e) in set.constraints.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        write_expr(&mut s, e, false, None);
        let eq = set.eq_flags.get(i).copied().unwrap_or(false);
        s.push_str(if eq { " == 0" } else { " >= 0" });
    }
    s.push(')');
    s
}

/// `strided<[...]>` / `strided<[...], offset: ...>` as MLIR prints it (offset 0 omitted).
pub fn strided_to_string(strides: &[i64], offset: i64) -> String {
    use std::fmt::Write;
    let mut s = String::from("strided<[");
    for (i, &v) in strides.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        if v == DYNAMIC {
            s.push('?');
        } else {
            let _ = write!(s, "{v}");
        }
    }
    s.push(']');
    if offset != 0 {
        s.push_str(", offset: ");
        if offset == DYNAMIC {
            s.push('?');
        } else {
            let _ = write!(s, "{offset}");
        }
    }
    s.push('>');
    s
}

impl Printer<'_> {
    /// Prints `affine_map<...>`.
    pub fn print_affine_map_attr(&mut self, map: &AffineMap) {
        self.write("affine_map<");
        self.write(&affine_map_to_string(map));
        self.write(">");
    }
    /// Prints `affine_set<...>`.
    pub fn print_integer_set_attr(&mut self, set: &IntegerSet) {
        self.write("affine_set<");
        self.write(&integer_set_to_string(set));
        self.write(">");
    }
    /// Prints `strided<[...], offset: ...>`.
    pub fn print_strided_attr(&mut self, strides: &[i64], offset: i64) {
        self.write(&strided_to_string(strides, offset));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strided_layouts() {
        assert_eq!(strided_to_string(&[1], 0), "strided<[1]>");
        assert_eq!(strided_to_string(&[], 5), "strided<[], offset: 5>");
        assert_eq!(
            strided_to_string(&[DYNAMIC, 1], DYNAMIC),
            "strided<[?, 1], offset: ?>"
        );
        assert_eq!(
            strided_to_string(&[0, 2], -3),
            "strided<[0, 2], offset: -3>"
        );
    }

    #[test]
    fn maps_and_sets() {
        let map = AffineMap {
            num_dims: 2,
            num_symbols: 1,
            results: Box::new([]),
        };
        assert_eq!(affine_map_to_string(&map), "(d0, d1)[s0] -> ()");
        let set = IntegerSet {
            num_dims: 1,
            num_symbols: 0,
            constraints: Box::new([AffineExpr::Constant(0)]),
            eq_flags: Box::new([true]),
        };
        assert_eq!(integer_set_to_string(&set), "(d0) : (0 == 0)");
    }
}
