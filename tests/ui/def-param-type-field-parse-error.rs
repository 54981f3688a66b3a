mod d {
    ods_macros::include_ods!("def-param-type-field-parse-error.ods");

}

fn main() {}
