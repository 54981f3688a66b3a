mod d {
    ods_macros::include_ods!("field-given-twice.ods");
}

fn main() {}
