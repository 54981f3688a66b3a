#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[attr]
        x: ConfinedAttr<I64Attr, [IntMinValue<0u8>]>,
    }
}

fn main() {}
