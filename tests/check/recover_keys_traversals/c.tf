variable "c0" {
  default = [ , ]
}
variable "c" {
  type = string
  default = { a = [ 1 , 2 ] , b ( { c = "d" } }
}
variable "c2" {
  default = "a"
}
