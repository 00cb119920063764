variable "size" {
}
variable "cfg" {
}
