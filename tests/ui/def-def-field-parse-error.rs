mod d {
    ods_macros::include_ods!("def-def-field-parse-error.ods");

}

fn main() {}
