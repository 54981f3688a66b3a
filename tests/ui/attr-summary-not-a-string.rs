#[ods_macros::dialect]
mod d {
    #[op("a", summary = add)]
    pub struct AOp;
}

fn main() {}
