package flagpost.mail;

/**
 * What the one HTML mail layout ({@code templates/mail-html/layout.html}) reads of any mail: the language of its
 * {@code <html lang>}, the subject for its title and the greeting above the body. Each kind fills in the rest.
 */
public interface LaidOutMail {

    String languageCode();

    String subject();

    String greeting();
}
