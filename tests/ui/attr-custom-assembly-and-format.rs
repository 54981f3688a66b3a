#[ods_macros::dialect]
mod d {
    #[op("a", format = "attr-dict", custom_assembly)]
    pub struct AOp;
}

fn main() {}
