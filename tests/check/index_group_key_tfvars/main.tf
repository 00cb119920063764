variable "v" {
}
variable "w" {
}
variable "z" {
}
