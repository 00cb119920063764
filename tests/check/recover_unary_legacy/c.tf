variable "c0" {
  default = [ , ]
}
variable "c" {
  type    = bool
  default = x [ for 0 . y
}
variable "c2" {
  default = 5 ...
}
variable "c3" {
  type    = number
  default = (
}
variable "c4" {
}
