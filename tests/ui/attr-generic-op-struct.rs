#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp<T> {
        #[operand]
        x: T,
    }
}

fn main() {}
