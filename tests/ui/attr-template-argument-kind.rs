#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operand]
        x: TensorOf<[I64Attr]>,
    }
}

fn main() {}
