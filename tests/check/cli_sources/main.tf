variable "count_a" {
  type = number
}
variable "items" {
  type = list(number)
}
variable "anyv" {
  type = any
}
variable "flag" {
  type    = bool
  default = false
}
