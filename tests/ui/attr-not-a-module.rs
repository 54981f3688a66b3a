#[ods_macros::dialect]
pub struct AOp;

fn main() {}
