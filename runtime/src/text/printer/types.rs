//! Printing builtin types, byte-identical to `mlir-opt`.

use super::attributes::AttrTypeElision;
use super::Printer;
use crate::ir::types::float_type_name;
use crate::ir::types::{Signedness, Type, TypeKind, DYNAMIC};

/// True when a dialect symbol can be printed in the pretty `!dialect.symbol` form: it starts
/// with a letter, continues with letters, digits, `.` and `_`, and anything after that is a
/// `<...>` body.
pub fn is_pretty_dialect_symbol(sym: &str) -> bool {
    let b = sym.as_bytes();
    if !b.first().is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    let rest = match b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'.' || c == b'_'))
    {
        Some(p) => &b[p..],
        None => return true,
    };
    rest.first() == Some(&b'<') && rest.last() == Some(&b'>')
}

impl Printer<'_> {
    /// Prints a type's own syntax (never its alias).
    pub fn print_type_inline(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                self.write_args(format_args!("{prefix}{width}"));
            }
            TypeKind::Index => self.write("index"),
            TypeKind::None => self.write("none"),
            TypeKind::Float(sem) => self.write(float_type_name(*sem)),
            TypeKind::Complex(elem) => {
                self.write("complex<");
                self.print_type(*elem);
                self.write(">");
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.write("vector<");
                for (i, d) in shape.iter().enumerate() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        self.write_args(format_args!("[{d}]x"));
                    } else {
                        self.write_args(format_args!("{d}x"));
                    }
                }
                self.print_type(*elem);
                self.write(">");
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.write("tensor<");
                self.print_shape(shape);
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.write(", ");
                    self.print_attribute(*e);
                }
                self.write(">");
            }
            TypeKind::UnrankedTensor { elem } => {
                self.write("tensor<*x");
                self.print_type(*elem);
                self.write(">");
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.write("memref<");
                self.print_shape(shape);
                self.print_type(*elem);
                if let Some(l) = layout {
                    self.write(", ");
                    self.print_attribute(*l);
                }
                if let Some(s) = memory_space {
                    self.write(", ");
                    self.print_memory_space(*s);
                }
                self.write(">");
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.write("memref<*x");
                self.print_type(*elem);
                if let Some(s) = memory_space {
                    self.write(", ");
                    self.print_memory_space(*s);
                }
                self.write(">");
            }
            TypeKind::Tuple(elems) => {
                self.write("tuple<");
                for (i, t) in elems.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_type(*t);
                }
                self.write(">");
            }
            TypeKind::Function { inputs, results } => {
                self.write("(");
                for (i, t) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_type(*t);
                }
                self.write(") -> ");
                self.print_function_results(results);
            }
            TypeKind::Dialect { def, .. } => self.print_dialect_type(ty, *def),
            TypeKind::Opaque { dialect, data } => {
                let d = ctx.str(*dialect);
                if is_pretty_dialect_symbol(data) {
                    self.write_args(format_args!("!{d}.{data}"));
                } else {
                    self.write_args(format_args!("!{d}<{data}>"));
                }
            }
        }
    }

    /// Prints function results: a single non-function type bare, otherwise a parenthesized list.
    pub fn print_function_results(&mut self, results: &[Type]) {
        if let [single] = results {
            if !matches!(self.ctx.type_kind(*single), TypeKind::Function { .. }) {
                self.print_type(*single);
                return;
            }
        }
        self.write("(");
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(*t);
        }
        self.write(")");
    }

    /// Prints `4x?x` (each dimension followed by `x`).
    fn print_shape(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC {
                self.write("?x");
            } else {
                self.write_args(format_args!("{d}x"));
            }
        }
    }

    /// Prints a memref memory space: like MLIR, the type of an `i64` integer is elided.
    fn print_memory_space(&mut self, attr: crate::ir::attributes::Attribute) {
        self.print_attribute_elided(attr, AttrTypeElision::May);
    }
}

#[cfg(test)]
mod tests {
    use super::is_pretty_dialect_symbol;

    #[test]
    fn pretty_dialect_symbols() {
        for (sym, pretty) in [
            ("bar", true),
            ("bar<1>", true),
            ("a.b<x>", true),
            ("i32", true),
            ("b.c<x>", true),
            ("1", false),
            ("bar 1", false),
            ("\"a.b\"", false),
            ("a$b", false),
            ("_x", false),
            ("a-b", false),
            ("a<b>.c", false),
            ("", false),
            ("  x ", false),
        ] {
            assert_eq!(is_pretty_dialect_symbol(sym), pretty, "{sym}");
        }
    }
}
