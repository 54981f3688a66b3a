mod d {
    ods_macros::include_ods!("format-type-twice.ods");
}

fn main() {}
