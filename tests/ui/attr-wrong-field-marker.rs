#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operand]
        value: I64Attr,
    }
}

fn main() {}
