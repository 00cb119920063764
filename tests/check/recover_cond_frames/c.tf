variable "c" {
  default = { "a b" ? : }
}
variable "d" {
  default = f ( [ 1 , 2 ] , { a = "s" } , x ? 1 => : 2 )
}
variable "e" {
  type = tuple([])
  default = [
}
variable "g" {
  default = !false && 1 < 2
}
