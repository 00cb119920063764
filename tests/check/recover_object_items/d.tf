variable "d" {
  default = {
count = x
( 1 ]
}
}
