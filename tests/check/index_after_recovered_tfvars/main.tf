variable "a" {
}
variable "b" {
}
variable "c" {
}
