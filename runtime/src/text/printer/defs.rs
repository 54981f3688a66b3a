//! Printing dialect-defined types and attributes (MLIR's `printDialectType` /
//! `printDialectAttribute` and `printStrippedAttrOrType`).
//!
//! The definition's printer writes what follows the mnemonic; the full form is
//! `!dialect.mnemonic<...>` when that text is simple enough for MLIR's pretty form, else
//! `!dialect<mnemonic...>` (the same rule as for unregistered dialects). Inside a declarative
//! op format a value of a known definition prints *stripped*: only the body, through its alias
//! when it has one, and in full when the body is empty.

use super::{OpAsmPrinter, Printer};
use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::Symbol;
use crate::ir::defs::{AttrDefId, TypeDefId};
use crate::ir::types::{Type, TypeKind};

impl<'a> Printer<'a> {
    /// The types and attributes `f` prints, as the alias pre-pass records them.
    pub(crate) fn collect_events(
        ctx: &'a crate::Context,
        f: impl FnOnce(&mut Printer<'a>),
    ) -> Vec<super::ops::AliasEvent> {
        let mut p = Printer::new(ctx, super::PrintFlags::default());
        p.collect = Some(Vec::new());
        f(&mut p);
        p.collect.take().unwrap_or_default()
    }

    /// `prefix dialect` and the text `f` writes, in [`Printer::print_dialect_symbol_text`]'s
    /// form. The text is written in place (copying it out at every level made nested dialect
    /// symbols quadratic): the form needs only its first identifier and its last byte, and
    /// turning the pretty `.` into `<` is one byte.
    fn print_dialect_symbol_with(
        &mut self,
        prefix: &str,
        dialect: Symbol,
        f: impl FnOnce(&mut Printer<'_>),
    ) {
        let ctx = self.ctx;
        self.write(prefix);
        self.write(ctx.str(dialect));
        let dot = self.out.len();
        self.out.push(b'.');
        // definitions' printers are user code that recurses with the type's nesting
        self.nested(|p| f(p));
        if !is_pretty_symbol_text(&self.out[dot + 1..]) {
            self.out[dot] = b'<';
            self.out.push(b'>');
        }
    }

    /// `!dialect.mnemonic<...>` for a type of definition `def`.
    pub(crate) fn print_dialect_type(&mut self, ty: Type, def: TypeDefId) {
        let info = self.ctx.registry.type_def(def);
        let (ns, def) = (
            self.ctx.registry.dialects[info.dialect as usize].namespace,
            info.def,
        );
        self.print_dialect_symbol_with("!", ns, |p| {
            p.write(def.mnemonic);
            (def.print)(&mut OpAsmPrinter { p }, ty);
        });
    }

    /// `#dialect.mnemonic<...>` for an attribute of definition `def` (without its type).
    pub(crate) fn print_dialect_attr(&mut self, attr: Attribute, def: AttrDefId) {
        let info = self.ctx.registry.attr_def(def);
        let (ns, def) = (
            self.ctx.registry.dialects[info.dialect as usize].namespace,
            info.def,
        );
        self.print_dialect_symbol_with("#", ns, |p| {
            p.write(def.mnemonic);
            (def.print)(&mut OpAsmPrinter { p }, attr);
        });
    }

    /// The type of a typed dialect attribute (printed after it unless `none`).
    pub(crate) fn dialect_attr_type(&self, attr: Attribute, def: AttrDefId) -> Option<Type> {
        let f = self.ctx.registry.attr_def(def).def.ty?;
        Some(f(self.ctx, attr))
    }

    /// MLIR's `printDialectSymbol`: `prefix dialect . text` when `text` is an identifier
    /// (letters, digits, `.`, `_`) optionally followed by one `<...>` body, else
    /// `prefix dialect < text >`.
    pub(crate) fn print_dialect_symbol_text(&mut self, prefix: &str, dialect: Symbol, text: &[u8]) {
        let ctx = self.ctx;
        self.write(prefix);
        self.write(ctx.str(dialect));
        if is_pretty_symbol_text(text) {
            self.out.push(b'.');
            self.out.extend_from_slice(text);
        } else {
            self.out.push(b'<');
            self.out.extend_from_slice(text);
            self.out.push(b'>');
        }
    }

    /// MLIR's `printStrippedAttrOrType` for a type: its alias if it has one, else the body its
    /// definition prints (no `!dialect.mnemonic`), else (an empty body, or not a dialect type)
    /// the full type.
    pub fn print_stripped_type(&mut self, ty: Type) {
        if self.collect.is_some() || self.type_aliases.contains_key(&ty) {
            self.print_type(ty);
            return;
        }
        if let TypeKind::Dialect { def, .. } = self.ctx.type_kind(ty) {
            let print = self.ctx.registry.type_def(*def).def.print;
            let before = self.out.len();
            print(&mut OpAsmPrinter { p: self }, ty);
            if self.out.len() != before {
                return;
            }
        }
        self.print_type(ty);
    }

    /// MLIR's `printStrippedAttrOrType` for an attribute (see
    /// [`Printer::print_stripped_type`]); a typed attribute's type is not printed.
    pub fn print_stripped_attribute(&mut self, attr: Attribute) {
        if self.collect.is_some() || self.attr_aliases.contains_key(&attr) {
            self.print_attribute(attr);
            return;
        }
        if let AttrKind::Dialect { def, .. } = self.ctx.attr_kind(attr) {
            let print = self.ctx.registry.attr_def(*def).def.print;
            let before = self.out.len();
            print(&mut OpAsmPrinter { p: self }, attr);
            if self.out.len() != before {
                return;
            }
        }
        self.print_attribute(attr);
    }
}

impl OpAsmPrinter<'_, '_> {
    /// Prints a type stripped of its `!dialect.mnemonic` (see
    /// [`Printer::print_stripped_type`]).
    pub fn print_stripped_type(&mut self, ty: Type) {
        self.p.print_stripped_type(ty);
    }
    /// Prints an attribute stripped of its `#dialect.mnemonic` (see
    /// [`Printer::print_stripped_attribute`]).
    pub fn print_stripped_attribute(&mut self, attr: Attribute) {
        self.p.print_stripped_attribute(attr);
    }
}

impl OpAsmPrinter<'_, '_> {
    /// MLIR's `tryStartCyclicPrint`: marks recursive type `ty` as being printed and returns
    /// `true`, or returns `false` when `ty` is already being printed further out (print a
    /// short self reference then). Pair a `true` with [`OpAsmPrinter::end_cyclic_print`].
    pub fn try_start_cyclic_print(&mut self, ty: Type) -> bool {
        if self.p.cyclic_print.contains(&ty) {
            return false;
        }
        self.p.cyclic_print.push(ty);
        true
    }

    /// Ends the print of recursive type `ty` started by
    /// [`OpAsmPrinter::try_start_cyclic_print`].
    pub fn end_cyclic_print(&mut self, ty: Type) {
        if let Some(i) = self.p.cyclic_print.iter().rposition(|&t| t == ty) {
            self.p.cyclic_print.truncate(i);
        }
    }
}

/// Whether a dialect symbol's text prints in the pretty `prefix dialect . text` form: an
/// identifier (letters, digits, `.`, `_`), optionally followed by one `<...>` body.
fn is_pretty_symbol_text(text: &[u8]) -> bool {
    match text.first() {
        Some(c) if c.is_ascii_alphabetic() => {
            let rest_at = text
                .iter()
                .position(|c| !(c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_')))
                .unwrap_or(text.len());
            let rest = &text[rest_at..];
            rest.is_empty() || (rest.first() == Some(&b'<') && rest.last() == Some(&b'>'))
        }
        _ => false,
    }
}
