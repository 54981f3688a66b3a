//! Parsing dialect-defined types and attributes (MLIR's `DialectAsmParser` path).
//!
//! The extended-symbol parser finds the dialect and the text after `!dialect.` (or inside
//! `!dialect<...>`); when the dialect is registered and defines types (attributes), the lexer
//! is moved back to the start of that text, the mnemonic is read as a keyword and the
//! definition's parser runs on the tokens that follow, in the same buffer (so its errors are
//! located in the source). Afterwards the lexer resumes after the symbol, whatever the
//! definition consumed, as MLIR's `resetToken` does.

use super::{PResult, Parser};
use crate::ir::attributes::Attribute;
use crate::ir::types::Type;
use crate::text::lexer::TokenKind;
use crate::text::parser::OpAsmParser;

impl<'a> Parser<'a> {
    /// The index of the registered dialect called `name` when it parses types of its own.
    pub(crate) fn type_parsing_dialect(&self, name: &[u8]) -> Option<u32> {
        let sym = self.ctx.lookup_symbol(std::str::from_utf8(name).ok()?)?;
        let d = self.ctx.registry.dialect(sym)?;
        self.dialect_parses_types(d).then_some(d)
    }

    /// Whether dialect `dialect` (its index) parses types of its own.
    pub(crate) fn dialect_parses_types(&self, dialect: u32) -> bool {
        let r = &self.ctx.registry;
        r.dialect_has_type_defs(dialect)
            || r.dialects
                .get(dialect as usize)
                .is_some_and(|d| d.type_fallback.is_some())
    }

    /// Whether dialect `dialect` (its index) parses attributes of its own.
    pub(crate) fn dialect_parses_attrs(&self, dialect: u32) -> bool {
        self.ctx.registry.dialect_has_attr_defs(dialect)
    }

    /// [`Parser::parse_dialect_type`] through a cache keyed by the type's whole text
    /// (`!d.t<...>`): real IR writes the same dialect types over and over, and within one buffer
    /// a type's text always means the same type (aliases cannot be redefined). Not used while a
    /// recursive type's body is being parsed, where a reference to it (`!d.rec<name>`) means
    /// something its text alone does not. Long texts are not cached: hashing the whole text at
    /// every level of a nested dialect type made deep nesting quadratic.
    pub(crate) fn parse_dialect_type_cached(
        &mut self,
        dialect: u32,
        text: &'a [u8],
        data_start: u32,
        resume: u32,
    ) -> PResult<Type> {
        const MAX_CACHED_TEXT: usize = 256;
        if !self.cyclic_parse.is_empty() || text.len() > MAX_CACHED_TEXT {
            return self.parse_dialect_type(dialect, data_start, resume);
        }
        if let Some(&t) = self.dialect_type_cache.get(text) {
            self.lex.reset_to(resume as usize);
            self.bump();
            return Ok(t);
        }
        let t = self.parse_dialect_type(dialect, data_start, resume)?;
        self.dialect_type_cache.insert(text, t);
        Ok(t)
    }

    /// Reads the mnemonic at `data_start` and hands the rest to its definition; the lexer then
    /// resumes at `resume`.
    pub(crate) fn parse_dialect_type(
        &mut self,
        dialect: u32,
        data_start: u32,
        resume: u32,
    ) -> PResult<Type> {
        self.lex.reset_to(data_start as usize);
        self.bump();
        let loc = self.tok.start;
        let ty = self.dialect_type_after_reset(dialect, loc)?;
        self.lex.reset_to(resume as usize);
        self.bump();
        Ok(ty)
    }

    fn dialect_type_after_reset(&mut self, dialect: u32, loc: u32) -> PResult<Type> {
        self.nested(|p| p.dialect_type_inner(dialect, loc))
    }

    fn dialect_type_inner(&mut self, dialect: u32, loc: u32) -> PResult<Type> {
        let ns = self.ctx.registry.dialects[dialect as usize].namespace;
        let mnemonic = self.dialect_mnemonic();
        let def = mnemonic.and_then(|m| {
            let m = self.ctx.lookup_symbol(m)?;
            self.ctx.registry.type_def_by_mnemonic(dialect, m)
        });
        let fallback = self.ctx.registry.dialects[dialect as usize].type_fallback;
        match def {
            Some(def) => {
                self.bump();
                let parse = self.ctx.registry.type_def(def).def.parse;
                let name = self.ctx.symbol(&format!(
                    "{}.{}",
                    self.ctx.str(ns),
                    mnemonic.unwrap_or_default()
                ));
                parse(&mut OpAsmParser::for_dialect_symbol(self, name, loc))
            }
            None => {
                let m = mnemonic.unwrap_or_default().to_string();
                if let Some(f) = fallback {
                    let name = self.ctx.symbol(self.ctx.str(ns).to_string().as_str());
                    return f(
                        &mut OpAsmParser::for_dialect_symbol(self, name, loc),
                        &m,
                        loc,
                    );
                }
                let ns = self.ctx.str(ns).to_string();
                Err(self.error_at(loc, &format!("unknown  type `{m}` in dialect `{ns}`")))
            }
        }
    }

    /// The current token as a mnemonic (a bare identifier), without consuming it.
    fn dialect_mnemonic(&self) -> Option<&'a str> {
        if !self.at(TokenKind::BareIdent) {
            return None;
        }
        std::str::from_utf8(self.spelling()).ok()
    }

    /// Like [`Parser::parse_dialect_type`] for an attribute of a registered dialect whose
    /// optional `: type` was already parsed (`ty`).
    pub(crate) fn parse_dialect_attr(
        &mut self,
        dialect: u32,
        data_start: u32,
        resume: u32,
        ty: Option<Type>,
    ) -> PResult<Attribute> {
        self.lex.reset_to(data_start as usize);
        self.bump();
        let loc = self.tok.start;
        let a = self.nested(|p| p.dialect_attr_inner(dialect, loc, ty))?;
        self.lex.reset_to(resume as usize);
        self.bump();
        Ok(a)
    }

    fn dialect_attr_inner(
        &mut self,
        dialect: u32,
        loc: u32,
        ty: Option<Type>,
    ) -> PResult<Attribute> {
        let ns = self.ctx.registry.dialects[dialect as usize].namespace;
        let Some(mnemonic) = self.dialect_mnemonic() else {
            return Err(self.error_at(loc, "expected valid keyword"));
        };
        let def = self
            .ctx
            .lookup_symbol(mnemonic)
            .and_then(|m| self.ctx.registry.attr_def_by_mnemonic(dialect, m));
        let Some(def) = def else {
            let ns = self.ctx.str(ns).to_string();
            return Err(self.error_at(
                loc,
                &format!("unknown attribute `{mnemonic}` in dialect `{ns}`"),
            ));
        };
        let name = self
            .ctx
            .symbol(&format!("{}.{}", self.ctx.str(ns), mnemonic));
        self.bump();
        let parse = self.ctx.registry.attr_def(def).def.parse;
        parse(&mut OpAsmParser::for_dialect_symbol(self, name, loc), ty)
    }
}

impl OpAsmParser<'_, '_> {
    /// MLIR's `parseCustomTypeWithFallback`: a full type when the next token is a dialect
    /// type (`!d.t<...>`) or an alias, else the stripped body of a type of definition `def`
    /// (what [`crate::text::printer::Printer::print_stripped_type`] prints).
    pub fn parse_custom_type_with_fallback(
        &mut self,
        def: &crate::ir::registry::TypeDefinition,
    ) -> PResult<Type> {
        if self.p.at(TokenKind::ExclamationIdent) {
            return self.p.parse_type();
        }
        self.p.ctx.type_def_id(def);
        let name = self
            .p
            .ctx
            .symbol(&format!("{}.{}", def.dialect, def.mnemonic));
        let loc = self.p.tok.start;
        self.p
            .nested(|p| (def.parse)(&mut OpAsmParser::for_dialect_symbol(p, name, loc)))
    }

    /// MLIR's `parseCustomAttributeWithFallback`: a full attribute when the next token is a
    /// dialect attribute (`#d.a<...>`) or an alias, else the stripped body of an attribute of
    /// definition `def`, given its type `ty` when known.
    pub fn parse_custom_attr_with_fallback(
        &mut self,
        def: &crate::ir::registry::AttrDefinition,
        ty: Option<Type>,
    ) -> PResult<Attribute> {
        if self.p.at(TokenKind::HashIdent) {
            return match ty {
                Some(t) => self.p.parse_attribute_with_type(Some(t)),
                None => self.p.parse_attribute(),
            };
        }
        self.p.ctx.attr_def_id(def);
        let name = self
            .p
            .ctx
            .symbol(&format!("{}.{}", def.dialect, def.mnemonic));
        let loc = self.p.tok.start;
        self.p
            .nested(|p| (def.parse)(&mut OpAsmParser::for_dialect_symbol(p, name, loc), ty))
    }
}

impl OpAsmParser<'_, '_> {
    /// MLIR's `tryStartCyclicParse`: marks recursive type `ty` as being parsed and returns
    /// `true`, or returns `false` when `ty` is already being parsed further out (the body is
    /// then not repeated, as in `!d.rec<a, rec<a>>`). Pair a `true` with
    /// [`OpAsmParser::end_cyclic_parse`].
    pub fn try_start_cyclic_parse(&mut self, ty: Type) -> bool {
        if self.p.cyclic_parse.contains(&ty) {
            return false;
        }
        self.p.cyclic_parse.push(ty);
        true
    }

    /// Ends the parse of recursive type `ty` started by [`OpAsmParser::try_start_cyclic_parse`].
    pub fn end_cyclic_parse(&mut self, ty: Type) {
        if let Some(i) = self.p.cyclic_parse.iter().rposition(|&t| t == ty) {
            self.p.cyclic_parse.truncate(i);
        }
    }
}
