mod d {
    ods_macros::include_ods!("pass-bad-option-name.ods");
}

fn main() {}
