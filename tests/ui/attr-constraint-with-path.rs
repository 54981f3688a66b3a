#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operand]
        x: prelude::I32,
    }
}

fn main() {}
