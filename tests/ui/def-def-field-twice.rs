mod d {
    ods_macros::include_ods!("def-def-field-twice.ods");

}

fn main() {}
